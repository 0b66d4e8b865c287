const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** crypto.Digest FromString: unpadded base32 of exactly 32 bytes, or undefined. */
export function digestFromString(s: string): Uint8Array | undefined {
  if (!/^[A-Z2-7]{52}$/.test(s)) return undefined;
  const out = new Uint8Array(32);
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (const ch of s) {
    acc = (acc << 5) | ALPHABET.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      if (n < 32) out[n++] = (acc >> bits) & 0xff;
    }
    acc &= (1 << bits) - 1;
  }
  return out;
}
