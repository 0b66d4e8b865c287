import { gcm } from '@noble/ciphers/aes.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { hmac } from '@noble/hashes/hmac.js';
import { scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256, sha512, sha512_256 } from '@noble/hashes/sha2.js';
import { sha3_256 } from '@noble/hashes/sha3.js';
import type { HashAlgorithm, Hasher, ScryptCost } from '../PlatformCrypto';

/**
 * The sandbox's crypto in a browser (or a Service Worker): audited pure-JS noble primitives,
 * synchronous like node:crypto's (WebCrypto's are all async, and the ledger verifies and hashes
 * synchronously inside a block), and `crypto.getRandomValues` for randomness.
 */

const HASHES = { sha256, sha512, 'sha512-256': sha512_256, 'sha3-256': sha3_256 } as const;
const encoder = new TextEncoder();

export function digest(alg: HashAlgorithm, parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return HASHES[alg](parts[0] as Uint8Array);
  const h = HASHES[alg].create();
  for (const p of parts) h.update(p);
  return h.digest();
}

export function digestInto(
  alg: 'sha256' | 'sha512-256',
  parts: readonly Uint8Array[],
  out: Uint8Array,
): void {
  out.set(digest(alg, parts));
}

export function createHasher(alg: HashAlgorithm): Hasher {
  const h = HASHES[alg].create();
  const hasher: Hasher = {
    update(data) {
      h.update(typeof data === 'string' ? encoder.encode(data) : data);
      return hasher;
    },
    digest: () => h.digest(),
  };
  return hasher;
}

export function hmacSha512_256(key: Uint8Array, ...parts: Uint8Array[]): Uint8Array {
  const h = hmac.create(sha512_256, key);
  for (const p of parts) h.update(p);
  return h.digest();
}

/** RFC 8032 rules (no ZIP-215 leniency), the answers OpenSSL gives in Node. */
export function ed25519Verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false });
  } catch {
    return false;
  }
}

function checkSeed(seed: Uint8Array): void {
  if (seed.length !== 32) throw new RangeError(`ed25519 seed must be 32 bytes, got ${seed.length}`);
}

export function ed25519PublicKey(seed: Uint8Array): Uint8Array {
  checkSeed(seed);
  return ed25519.getPublicKey(seed);
}

export function ed25519Sign(seed: Uint8Array, message: Uint8Array): Uint8Array {
  checkSeed(seed);
  return ed25519.sign(message, seed);
}

export function randomBytes(length: number): Uint8Array {
  const out = new Uint8Array(length);
  // getRandomValues fills at most 65536 bytes per call.
  for (let at = 0; at < length; at += 65536) crypto.getRandomValues(out.subarray(at, at + 65536));
  return out;
}

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}

export function scrypt(password: string, salt: Uint8Array, cost: ScryptCost): Promise<Uint8Array> {
  return scryptAsync(encoder.encode(password), salt, { N: cost.N, r: cost.r, p: cost.p, dkLen: 32 });
}

export function aesGcmSeal(
  key: Uint8Array,
  iv: Uint8Array,
  aad: Uint8Array,
  plaintext: Uint8Array,
): { data: Uint8Array; tag: Uint8Array } {
  const sealed = gcm(key, iv, aad).encrypt(plaintext);
  return { data: sealed.slice(0, sealed.length - 16), tag: sealed.slice(sealed.length - 16) };
}

export function aesGcmOpen(
  key: Uint8Array,
  iv: Uint8Array,
  aad: Uint8Array,
  data: Uint8Array,
  tag: Uint8Array,
): Uint8Array {
  const sealed = new Uint8Array(data.length + tag.length);
  sealed.set(data, 0);
  sealed.set(tag, data.length);
  return gcm(key, iv, aad).decrypt(sealed);
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 as zlib computes it (reflected polynomial 0xEDB88320), table-driven. */
export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++)
    c = (CRC_TABLE[(c ^ (data[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
