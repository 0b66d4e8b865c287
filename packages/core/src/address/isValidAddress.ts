import { sha512_256 } from '@noble/hashes/sha2.js';
import { decodeBase32 } from '../encoding/decodeBase32';

export const ADDRESS_LENGTH = 58;

/**
 * An Algorand address: 58 base32 characters encoding a 32-byte public key followed by the last
 * 4 bytes of its SHA-512/256 hash. Checked here without algosdk so the header's search box can
 * classify input on the first screen without loading the SDK.
 */
export function isValidAddress(text: string): boolean {
  if (text.length !== ADDRESS_LENGTH) return false;
  const bytes = decodeBase32(text);
  if (bytes === undefined || bytes.length !== 36) return false;
  const publicKey = bytes.subarray(0, 32);
  const hash = sha512_256(publicKey);
  for (let i = 0; i < 4; i++) {
    if (hash[28 + i] !== bytes[32 + i]) return false;
  }
  return true;
}
