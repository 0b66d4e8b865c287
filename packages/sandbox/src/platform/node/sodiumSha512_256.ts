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

/**
 * SHA-512/256 through libsodium's SHA-512 with SHA-512/256's initial value written into its state
 * (`crypto_hash_sha512_state` begins with the eight 64-bit words, in the machine's byte order):
 * about half of node:crypto's one-shot `hash` for the sandbox's small inputs (ids, Merkle leaves,
 * address checksums: 1.2-1.6 against 2.6-2.8 µs of CPU), most of which is OpenSSL's per-call set-up,
 * and parts are fed one by one instead of concatenated. Undefined (node:crypto answers) unless it
 * gives node:crypto's digests on known inputs here, so a libsodium whose state differs is never
 * used.
 */
export function sodiumSha512_256(
  sodium: Sodium | undefined,
): ((parts: readonly Uint8Array[]) => Uint8Array) | undefined {
  if (sodium === undefined) return undefined;
  try {
    const start = new Uint8Array(sodium.crypto_hash_sha512_STATEBYTES);
    sodium.crypto_hash_sha512_init(start);
    const view = new DataView(start.buffer);
    const little = endianness() === 'LE';
    IV.forEach((word, i) => view.setBigUint64(i * 8, word, little));
    const state = new Uint8Array(start.length);
    const out = new Uint8Array(64);
    const digest = (parts: readonly Uint8Array[]): Uint8Array => {
      state.set(start);
      for (const p of parts) sodium.crypto_hash_sha512_update(state, p);
      sodium.crypto_hash_sha512_final(state, out);
      return out.slice(0, 32);
    };
    for (const n of [0, 3, 111, 112, 127, 128, 129, 300]) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 0xff);
      const want = createHash('sha512-256').update(data).digest('hex');
      const whole = Buffer.from(digest([data])).toString('hex');
      const parts = Buffer.from(digest([data.subarray(0, n >> 1), data.subarray(n >> 1)])).toString('hex');
      if (whole !== want || parts !== want) return undefined;
    }
    return digest;
  } catch {
    return undefined;
  }
}
