const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODES = Array.from(ALPHABET, (c) => c.charCodeAt(0));
/** Characters made into a string at once (`String.fromCharCode`'s arguments stay well inside the stack). */
const CHUNK = 8192;

/**
 * RFC 4648 base32 without padding: how algod prints genesis hashes, txids and block hashes. The
 * text is made as one flat string: appended character by character it was a rope of one 32-byte
 * node per character (~1.6 KB a txid, kept as long as the txid is: two thirds of the heap a
 * committed transaction left behind).
 */
export function base32(bytes: Uint8Array): string {
  const codes = new Array<number>(Math.ceil((bytes.length * 8) / 5));
  let n = 0;
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      codes[n++] = CODES[(buffer >>> (bits - 5)) & 31] as number;
      bits -= 5;
    }
  }
  if (bits > 0) codes[n++] = CODES[(buffer << (5 - bits)) & 31] as number;
  if (n <= CHUNK) return String.fromCharCode.apply(null, codes);
  let out = '';
  for (let i = 0; i < n; i += CHUNK) out += String.fromCharCode.apply(null, codes.slice(i, i + CHUNK));
  return out;
}
