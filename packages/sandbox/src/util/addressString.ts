import { digest } from '#platform/crypto';
import { base32 } from './base32';

const cache = new Map<string, string>();
const CACHE_LIMIT = 100_000;

/**
 * The base32 address of a 32-byte public key (key ‖ last 4 bytes of its SHA-512/256), cached.
 * algosdk's `Address.toString()` hashes with js-sha512 on every call, which dominated the
 * broadcast path in profiles.
 */
export function addressString(publicKey: Uint8Array): string {
  const id = Buffer.from(publicKey.buffer, publicKey.byteOffset, publicKey.length).toString('latin1');
  let s = cache.get(id);
  if (s === undefined) {
    const sum = digest('sha512-256', [publicKey]);
    const full = new Uint8Array(36);
    full.set(publicKey, 0);
    full.set(sum.subarray(28), 32);
    s = base32(full);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(id, s);
  }
  return s;
}
