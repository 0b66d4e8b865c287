import { sha512_256 } from '@noble/hashes/sha2.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A 32-byte public key → its 58-character address (base32 of the key and the last 4 bytes of its
 * SHA-512/256), without algosdk so explorer pages need not load the SDK.
 */
export function addressFromPublicKey(key: Uint8Array): string {
  const bytes = new Uint8Array(36);
  bytes.set(key);
  bytes.set(sha512_256(key).subarray(28), 32);
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}
