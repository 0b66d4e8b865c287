import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import type { Sodium } from './sodium';

/** SHA-512/256's initial hash value (FIPS 180-4, 5.3.6.2): SHA-512 with these, cut to 32 bytes. */
const IV = [
  0x22312194fc2bf72cn,
  0x9f555fa3c84c64c2n,
  0x2393b86b6f53b151n,
  0x963877195940eabdn,
  0x96283ee2a88effe3n,
  0xbe5e1e2553863992n,
  0x2b0199fc2c85b8aan,
  0x0eb72ddc81c52ca2n,
];

/** SHA-256 and SHA-512/256 of the concatenated parts through libsodium. */
export interface SodiumHashes {
  /** A fresh 32-byte array. */
  sha512_256(parts: readonly Uint8Array[]): Uint8Array;
  /** Written into `out` (32 bytes): no allocation, for digests that are only hashed again. */
  sha512_256Into(parts: readonly Uint8Array[], out: Uint8Array): void;
  sha256Into(parts: readonly Uint8Array[], out: Uint8Array): void;
}

/**
 * SHA-512/256 through libsodium's SHA-512 with SHA-512/256's initial value written into its state
 * (`crypto_hash_sha512_state` begins with the eight 64-bit words, in the machine's byte order), and
 * SHA-256 written into a given array: about half of node:crypto's one-shot `hash` for the
 * sandbox's small inputs (ids, Merkle leaves, address checksums: 1.2-1.6 against 2.6-2.8 µs of
 * CPU), most of which is OpenSSL's per-call set-up and the digest's new buffer; parts are fed one
 * by one instead of concatenated. Undefined (node:crypto answers) unless each gives node:crypto's
 * digests on known inputs here, so a libsodium whose state differs is never used.
 */
export function sodiumHashes(sodium: Sodium | undefined): SodiumHashes | undefined {
  if (sodium === undefined) return undefined;
  try {
    const start = new Uint8Array(sodium.crypto_hash_sha512_STATEBYTES);
    sodium.crypto_hash_sha512_init(start);
    const view = new DataView(start.buffer);
    const little = endianness() === 'LE';
    IV.forEach((word, i) => view.setBigUint64(i * 8, word, little));
    const state = new Uint8Array(start.length);
    const out64 = new Uint8Array(64);
    const sha512 = (parts: readonly Uint8Array[]) => {
      state.set(start);
      for (const p of parts) sodium.crypto_hash_sha512_update(state, p);
      sodium.crypto_hash_sha512_final(state, out64);
    };
    const state256 = new Uint8Array(sodium.crypto_hash_sha256_STATEBYTES);
    const hashes: SodiumHashes = {
      sha512_256(parts) {
        sha512(parts);
        return out64.slice(0, 32);
      },
      sha512_256Into(parts, out) {
        sha512(parts);
        out.set(out64.subarray(0, 32));
      },
      sha256Into(parts, out) {
        if (parts.length === 1) {
          sodium.crypto_hash_sha256(out, parts[0] as Uint8Array);
          return;
        }
        sodium.crypto_hash_sha256_init(state256);
        for (const p of parts) sodium.crypto_hash_sha256_update(state256, p);
        sodium.crypto_hash_sha256_final(state256, out);
      },
    };
    const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
    const into = (f: (parts: readonly Uint8Array[], out: Uint8Array) => void, parts: Uint8Array[]) => {
      const out = new Uint8Array(40);
      f(parts, out.subarray(4, 36));
      return out.subarray(4, 36);
    };
    for (const n of [0, 3, 55, 56, 64, 111, 112, 127, 128, 129, 300]) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 0xff);
      const halves = [data.subarray(0, n >> 1), data.subarray(n >> 1)];
      const want512 = createHash('sha512-256').update(data).digest('hex');
      const want256 = createHash('sha256').update(data).digest('hex');
      const got = [
        hex(hashes.sha512_256([data])),
        hex(hashes.sha512_256(halves)),
        hex(into(hashes.sha512_256Into, [data])),
        hex(into(hashes.sha256Into, [data])),
        hex(into(hashes.sha256Into, halves)),
      ];
      if (got.join() !== [want512, want512, want512, want256, want256].join()) return undefined;
    }
    return hashes;
  } catch {
    return undefined;
  }
}
