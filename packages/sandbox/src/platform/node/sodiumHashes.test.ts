import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digest, digestInto } from './crypto';
import { type Sodium, sodium } from './sodium';
import { sodiumHashes } from './sodiumHashes';

const openssl = (alg: string, data: Uint8Array) => createHash(alg).update(data).digest('hex');
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('SHA-512/256 and SHA-256 through libsodium', () => {
  const fast = sodiumHashes(sodium);

  it('are used here (libsodium loads and passes the self-check)', () => {
    expect(fast).toBeDefined();
  });

  it('give OpenSSL’s digests for every length around the block edges, whole and in parts', () => {
    const into = (alg: 'sha256' | 'sha512-256', parts: Uint8Array[]) => {
      const out = new Uint8Array(48).fill(7);
      digestInto(alg, parts, out.subarray(8, 40));
      expect([...out.subarray(0, 8), ...out.subarray(40)].every((b) => b === 7)).toBe(true);
      return hex(out.subarray(8, 40));
    };
    for (let n = 0; n <= 400; n++) {
      const data = new Uint8Array(randomBytes(n));
      const cut = (n * 7) % (n + 1);
      const parts = [data.subarray(0, cut), new Uint8Array(0), data.subarray(cut)];
      const want = openssl('sha512-256', data);
      expect(hex(fast?.sha512_256([data]) ?? new Uint8Array())).toBe(want);
      expect(hex(fast?.sha512_256(parts) ?? new Uint8Array())).toBe(want);
      expect(hex(digest('sha512-256', parts))).toBe(want);
      expect(into('sha512-256', parts)).toBe(want);
      expect(into('sha512-256', [data])).toBe(want);
      expect(into('sha256', parts)).toBe(openssl('sha256', data));
      expect(into('sha256', [data])).toBe(openssl('sha256', data));
    }
  });

  it('answer a fresh 32-byte array each time (a kept digest is never overwritten)', () => {
    const a = digest('sha512-256', [new Uint8Array([1])]);
    const b = digest('sha512-256', [new Uint8Array([2])]);
    expect(a.length).toBe(32);
    expect(a.buffer.byteLength).toBe(32);
    expect(a.byteOffset).toBe(0);
    expect(hex(a)).toBe(openssl('sha512-256', new Uint8Array([1])));
    expect(hex(b)).not.toBe(hex(a));
  });

  it('are refused (node:crypto answers) without libsodium or when its state is laid out otherwise', () => {
    expect(sodiumHashes(undefined)).toBeUndefined();
    const real = sodium as Sodium;
    // A libsodium whose state keeps the words elsewhere: the initial value lands in the wrong place.
    const shifted: Sodium = {
      ...real,
      crypto_hash_sha512_STATEBYTES: real.crypto_hash_sha512_STATEBYTES + 8,
      crypto_hash_sha512_init: (s) => real.crypto_hash_sha512_init(s.subarray(8)),
      crypto_hash_sha512_update: (s, d) => real.crypto_hash_sha512_update(s.subarray(8), d),
      crypto_hash_sha512_final: (s, o) => real.crypto_hash_sha512_final(s.subarray(8), o),
    };
    expect(sodiumHashes(shifted)).toBeUndefined();
    const wrong256: Sodium = { ...real, crypto_hash_sha256_final: (_, o) => o.fill(0) };
    expect(sodiumHashes(wrong256)).toBeUndefined();
  });
});
