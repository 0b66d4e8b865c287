import { sha512_256 } from '@noble/hashes/sha2.js';
import { encodeBase32 } from '../encoding/encodeBase32';

/**
 * A 32-byte public key → its 58-character address (base32 of the key and the last 4 bytes of its
 * SHA-512/256), without algosdk so explorer pages need not load the SDK.
 */
export function addressFromPublicKey(key: Uint8Array): string {
  const bytes = new Uint8Array(36);
  bytes.set(key);
  bytes.set(sha512_256(key).subarray(28), 32);
  return encodeBase32(bytes);
}
