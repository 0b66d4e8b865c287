import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digest } from './crypto';
import { type Sodium, sodium } from './sodium';
import { sodiumSha512_256 } from './sodiumSha512_256';

const openssl = (data: Uint8Array) => createHash('sha512-256').update(data).digest('hex');
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('SHA-512/256 through libsodium', () => {
  const fast = sodiumSha512_256(sodium);

  it('is used here (libsodium loads and passes its self-check)', () => {
    expect(fast).toBeDefined();
  });

  it('gives OpenSSL’s digest for every length around the block edges, whole and in parts', () => {
    for (let n = 0; n <= 400; n++) {
      const data = new Uint8Array(randomBytes(n));
      const cut = (n * 7) % (n + 1);
      const want = openssl(data);
      expect(hex(fast?.([data]) ?? new Uint8Array())).toBe(want);
      expect(
        hex(fast?.([data.subarray(0, cut), new Uint8Array(0), data.subarray(cut)]) ?? new Uint8Array()),
      ).toBe(want);
      expect(hex(digest('sha512-256', [data.subarray(0, cut), data.subarray(cut)]))).toBe(want);
    }
  });

  it('answers a fresh 32-byte array each time (a kept digest is never overwritten)', () => {
    const a = digest('sha512-256', [new Uint8Array([1])]);
    const b = digest('sha512-256', [new Uint8Array([2])]);
    expect(a.length).toBe(32);
    expect(a.buffer.byteLength).toBe(32);
    expect(a.byteOffset).toBe(0);
    expect(hex(a)).toBe(openssl(new Uint8Array([1])));
    expect(hex(b)).not.toBe(hex(a));
  });

  it('is refused (node:crypto answers) without libsodium or when its state is laid out otherwise', () => {
    expect(sodiumSha512_256(undefined)).toBeUndefined();
    const real = sodium as Sodium;
    // A libsodium whose state keeps the words elsewhere: the initial value lands in the wrong place.
    const shifted: Sodium = {
      ...real,
      crypto_hash_sha512_STATEBYTES: real.crypto_hash_sha512_STATEBYTES + 8,
      crypto_hash_sha512_init: (s) => real.crypto_hash_sha512_init(s.subarray(8)),
      crypto_hash_sha512_update: (s, d) => real.crypto_hash_sha512_update(s.subarray(8), d),
      crypto_hash_sha512_final: (s, o) => real.crypto_hash_sha512_final(s.subarray(8), o),
    };
    expect(sodiumSha512_256(shifted)).toBeUndefined();
  });
});
