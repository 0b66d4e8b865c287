import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { base32 } from './base32';
import { sha512_256 } from './sha512_256';

const ascii = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

describe('base32', () => {
  it("gives RFC 4648's vectors, without padding", () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [input, text] of vectors) expect(base32(ascii(input))).toBe(text);
  });

  it("gives algosdk's addresses (key ‖ checksum), all-ones bytes, and long inputs in one piece", () => {
    for (let i = 0; i < 50; i++) {
      const { addr } = algosdk.generateAccount();
      const all = new Uint8Array(36);
      all.set(addr.publicKey);
      all.set(sha512_256(addr.publicKey).subarray(28), 32);
      expect(base32(all)).toBe(addr.toString());
    }
    expect(base32(new Uint8Array(5).fill(255))).toBe('77777777');
    // Past one chunk of characters: the same text as the input's parts of 5 bytes (40 bits) each.
    const long = new Uint8Array(20_000).map((_, i) => (i * 37) & 255);
    let pieces = '';
    for (let i = 0; i < long.length; i += 5) pieces += base32(long.subarray(i, i + 5));
    expect(base32(long)).toBe(pieces);
  });
});
