import * as nodeCrypto from 'node:crypto';
import { crc32 as zlibCrc32 } from 'node:zlib';
import type { HashAlgorithm, Hasher, ScryptCost } from '../PlatformCrypto';
import { sodium } from './sodium';
import { sodiumHashes } from './sodiumHashes';

/**
 * The sandbox's crypto in Node: node:crypto (OpenSSL), with libsodium (when it loads) first for
 * ed25519 checks and SHA-512/256, and SHA-256 written into a given array.
 */

/** node:crypto's one-shot `hash` (Node ≥ 20.12): a third cheaper than createHash for small inputs. */
const oneShot = (nodeCrypto as { hash?: (alg: string, data: Uint8Array, enc: 'buffer') => Buffer }).hash;

/** SHA-512/256 (ids, Merkle leaves, address checksums: the POST path's most frequent hash) through libsodium. */
const sodiumHash = sodiumHashes(sodium);

export function digest(alg: HashAlgorithm, parts: readonly Uint8Array[]): Uint8Array {
  if (alg === 'sha512-256' && sodiumHash !== undefined) return sodiumHash.sha512_256(parts);
  if (oneShot !== undefined) {
    const data = parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts);
    // The digest's Buffer has a backing store of its own: viewed, not copied (copied if it ever
    // came from Buffer's shared pool, so a kept hash never holds a pool slab alive).
    const out = oneShot(alg, data, 'buffer');
    return out.byteOffset === 0 && out.buffer.byteLength === out.length
      ? new Uint8Array(out.buffer, 0, out.length)
      : new Uint8Array(out);
  }
  const h = nodeCrypto.createHash(alg);
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
}

export function digestInto(
  alg: 'sha256' | 'sha512-256',
  parts: readonly Uint8Array[],
  out: Uint8Array,
): void {
  if (sodiumHash === undefined) out.set(digest(alg, parts));
  else if (alg === 'sha256') sodiumHash.sha256Into(parts, out);
  else sodiumHash.sha512_256Into(parts, out);
}

export function createHasher(alg: HashAlgorithm): Hasher {
  const h = nodeCrypto.createHash(alg);
  const hasher: Hasher = {
    update(data) {
      h.update(data);
      return hasher;
    },
    digest: () => new Uint8Array(h.digest()),
  };
  return hasher;
}

export function hmacSha512_256(key: Uint8Array, ...parts: Uint8Array[]): Uint8Array {
  const h = nodeCrypto.createHmac('sha512-256', key);
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
}

const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** Parsed public keys are reused: building a KeyObject costs about as much as a verification. */
const publicKeys = new Map<string, nodeCrypto.KeyObject>();
const CACHE_LIMIT = 10_000;

/**
 * Ed25519 with OpenSSL's answers (about 100x faster than tweetnacl, which algosdk uses), asked of
 * libsodium first when it loads (`sodium`, twice as fast). libsodium accepts a subset of what
 * OpenSSL accepts: the same equation checked the same way (R = [S]B − [h]A, compared as bytes),
 * and it also refuses non-canonical keys and small-order keys or R. So its yes is OpenSSL's yes,
 * and only its no (a bad signature, rare) is asked again of OpenSSL, whose answer stands.
 */
export function ed25519Verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  if (sodium?.crypto_sign_verify_detached(signature, message, publicKey)) return true;
  return ed25519VerifyOpenSsl(message, signature, publicKey);
}

/** Ed25519 through OpenSSL alone: the rule `ed25519Verify` answers by. */
export function ed25519VerifyOpenSsl(
  message: Uint8Array,
  signature: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  const id = Buffer.from(publicKey).toString('latin1');
  let key = publicKeys.get(id);
  if (key === undefined) {
    try {
      key = nodeCrypto.createPublicKey({
        key: Buffer.concat([SPKI_PREFIX, publicKey]),
        format: 'der',
        type: 'spki',
      });
    } catch {
      return false;
    }
    if (publicKeys.size >= CACHE_LIMIT) publicKeys.clear();
    publicKeys.set(id, key);
  }
  try {
    return nodeCrypto.verify(null, message, key, signature);
  } catch {
    return false;
  }
}

function privateKey(seed: Uint8Array): nodeCrypto.KeyObject {
  if (seed.length !== 32) throw new RangeError(`ed25519 seed must be 32 bytes, got ${seed.length}`);
  return nodeCrypto.createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
}

export function ed25519PublicKey(seed: Uint8Array): Uint8Array {
  const spki = nodeCrypto.createPublicKey(privateKey(seed)).export({ format: 'der', type: 'spki' });
  return new Uint8Array(spki.subarray(spki.length - 32));
}

export function ed25519Sign(seed: Uint8Array, message: Uint8Array): Uint8Array {
  return new Uint8Array(nodeCrypto.sign(null, message, privateKey(seed)));
}

export function randomBytes(length: number): Uint8Array {
  return new Uint8Array(nodeCrypto.randomBytes(length));
}

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && nodeCrypto.timingSafeEqual(a, b);
}

export function scrypt(password: string, salt: Uint8Array, cost: ScryptCost): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // Node refuses N*r*128 at or above maxmem; give it room for the parameters actually asked for.
    const maxmem = 256 * cost.N * cost.r + 16 * 1024 * 1024;
    nodeCrypto.scrypt(password, salt, 32, { N: cost.N, r: cost.r, p: cost.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(new Uint8Array(key)),
    );
  });
}

export function aesGcmSeal(
  key: Uint8Array,
  iv: Uint8Array,
  aad: Uint8Array,
  plaintext: Uint8Array,
): { data: Uint8Array; tag: Uint8Array } {
  const cipher = nodeCrypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { data: new Uint8Array(data), tag: new Uint8Array(cipher.getAuthTag()) };
}

export function aesGcmOpen(
  key: Uint8Array,
  iv: Uint8Array,
  aad: Uint8Array,
  data: Uint8Array,
  tag: Uint8Array,
): Uint8Array {
  const decipher = nodeCrypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return new Uint8Array(Buffer.concat([decipher.update(data), decipher.final()]));
}

export function crc32(data: Uint8Array): number {
  return zlibCrc32(data);
}
