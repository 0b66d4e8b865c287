import type algosdk from 'algosdk';
import { base32 } from '../../util/base32';
import { sha512_256 } from '../../util/sha512_256';

// algosdk's Address.toString hashes the key in JS on every call; the index prints the same few
// thousand addresses millions of times, so remember them (bounded, then start over).
const cache = new Map<string, string>();
const MAX_CACHED = 200_000;

/** The address text of a public key: base32 of key ‖ last 4 bytes of SHA-512/256(key). */
export function addressText(addr: algosdk.Address): string {
  const pk = addr.publicKey;
  const key = Buffer.from(pk.buffer, pk.byteOffset, pk.byteLength).toString('latin1');
  let text = cache.get(key);
  if (text === undefined) {
    const checksum = sha512_256(pk).subarray(28);
    const all = new Uint8Array(36);
    all.set(pk);
    all.set(checksum, 32);
    text = base32(all);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, text);
  }
  return text;
}
