import { BASE32_ALPHABET } from './base32Alphabet';

/**
 * RFC 4648 base32 without padding (Algorand's address and txid form) → bytes; `undefined` when the
 * text has a character outside the alphabet or its trailing bits are not zero (a canonical encoding
 * has exactly one text per byte string, so a txid or address can be compared as text).
 */
export function decodeBase32(text: string): Uint8Array | undefined {
  const out = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) return undefined;
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return undefined;
  return out;
}
