/**
 * ECVRF-ED25519-SHA512-Elligator2 (draft-irtf-cfrg-vrf-03), as go-algorand's crypto/vrf.go runs it
 * through libsodium-fork's `crypto_vrf_ietfdraft03` (the `VrfAlgorand` standard of `vrf_verify`).
 * Curve arithmetic is @noble/curves' ed25519; the draft-03 specifics are here: the hash-to-curve
 * (SHA-512(0x04 ‖ 0x01 ‖ pk ‖ alpha), sign bit cleared, libsodium's `ge25519_from_uniform`
 * Elligator 2 then ×8), the 16-byte challenge over (H, Γ, U, V), and the output
 * SHA-512(0x04 ‖ 0x03 ‖ 8Γ).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';

type Point = typeof ed25519.Point.BASE;

const Point = ed25519.Point;
const P = Point.Fp.ORDER;
const L = Point.Fn.ORDER;
const A = 486662n;
const SUITE = 0x04;

/** crypto.VrfProof / VrfPubkey / VrfOutput sizes. */
export const VRF_PROOF_SIZE = 80;
export const VRF_PUBKEY_SIZE = 32;
export const VRF_OUTPUT_SIZE = 64;

function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

function pow(b: bigint, e: bigint): bigint {
  let r = 1n;
  let x = mod(b, P);
  while (e > 0n) {
    if (e & 1n) r = (r * x) % P;
    x = (x * x) % P;
    e >>= 1n;
  }
  return r;
}

const inv = (a: bigint): bigint => pow(a, P - 2n);

function leToBig(b: Uint8Array): bigint {
  let n = 0n;
  for (let i = b.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(b[i] as number);
  return n;
}

function bigToLe(n: bigint, len: number): Uint8Array {
  const out = new Uint8Array(len);
  for (let i = 0; i < len; i++) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}

/** libsodium ed25519_ref10.c ge25519_from_uniform (Elligator 2 onto the Edwards curve, then ×8). */
function fromUniform(r: Uint8Array): Point {
  const s = Uint8Array.from(r);
  const xSign = (s[31] as number) & 0x80;
  s[31] = (s[31] as number) & 0x7f;
  const rr = leToBig(s);
  let x = mod(-A * inv(1n + 2n * rr * rr), P);
  const e = pow(x * x * x + A * x * x + x, (P - 1n) / 2n);
  // e is 1, 0 or -1: its encoding's byte 1 is odd only for -1.
  if (e === P - 1n) x = mod(-x - A, P);
  const y = mod((x - 1n) * inv(x + 1n), P);
  const enc = bigToLe(y, 32);
  enc[31] = (enc[31] as number) | xSign;
  return Point.fromBytes(enc, true).multiplyUnsafe(8n);
}

/** _vrf_ietfdraft03_hash_to_curve_elligator2_25519. */
function hashToCurve(pk: Uint8Array, alpha: Uint8Array): Point {
  const r = sha512(concatBytes(Uint8Array.of(SUITE, 0x01), pk, alpha)).subarray(0, 32);
  r[31] = (r[31] as number) & 0x7f;
  return fromUniform(r);
}

/** _vrf_ietfdraft03_hash_points: the first 16 bytes of SHA-512(0x04 ‖ 0x02 ‖ H ‖ Γ ‖ U ‖ V). */
function hashPoints(h: Point, gamma: Point, u: Point, v: Point): Uint8Array {
  return sha512(
    concatBytes(Uint8Array.of(SUITE, 0x02), h.toBytes(), gamma.toBytes(), u.toBytes(), v.toBytes()),
  ).subarray(0, 16);
}

function decodePoint(b: Uint8Array, canonical: boolean): Point | undefined {
  try {
    return Point.fromBytes(b, !canonical);
  } catch {
    return undefined;
  }
}

/**
 * crypto_vrf_ietfdraft03_verify: the 64-byte output when `proof` proves `alpha` under `pk`, else
 * undefined (go's VrfPubkey.Verify then answers false and 64 zero bytes). The key must be a
 * canonical encoding of a point that is not of small order; Γ decodes as libsodium does (y not
 * reduced); s must be below the group order.
 */
export function vrfVerify(pk: Uint8Array, proof: Uint8Array, alpha: Uint8Array): Uint8Array | undefined {
  if (pk.length !== VRF_PUBKEY_SIZE || proof.length !== VRF_PROOF_SIZE) return undefined;
  const y = decodePoint(pk, true);
  if (y === undefined || y.isSmallOrder()) return undefined;
  const gamma = decodePoint(proof.subarray(0, 32), false);
  if (gamma === undefined) return undefined;
  const c = proof.subarray(32, 48);
  const s = leToBig(proof.subarray(48, 80));
  if (s >= L) return undefined;
  const h = hashToCurve(pk, alpha);
  const cn = leToBig(c);
  const u = Point.BASE.multiplyUnsafe(s).subtract(y.multiplyUnsafe(cn));
  const v = h.multiplyUnsafe(s).subtract(gamma.multiplyUnsafe(cn));
  const cPrime = hashPoints(h, gamma, u, v);
  for (let i = 0; i < 16; i++) if (cPrime[i] !== c[i]) return undefined;
  return proofToHash(gamma);
}

/** crypto_vrf_ietfdraft03_proof_to_hash: SHA-512(0x04 ‖ 0x03 ‖ 8Γ). */
function proofToHash(gamma: Point): Uint8Array {
  return sha512(concatBytes(Uint8Array.of(SUITE, 0x03), gamma.multiplyUnsafe(8n).toBytes()));
}

/** The VRF key pair of a 32-byte seed (go: crypto.VrfKeygenFromSeed): the ed25519 key of that seed. */
export function vrfKeypairFromSeed(seed: Uint8Array): { publicKey: Uint8Array; secretKey: Uint8Array } {
  const publicKey = ed25519.getPublicKey(seed);
  return { publicKey, secretKey: concatBytes(seed, publicKey) };
}

/** crypto_vrf_ietfdraft03_prove: the 80-byte proof Γ ‖ c ‖ s of `alpha` by a 64-byte secret key (seed ‖ pk). */
export function vrfProve(secretKey: Uint8Array, alpha: Uint8Array): Uint8Array {
  const az = sha512(secretKey.subarray(0, 32));
  const a = Uint8Array.from(az.subarray(0, 32));
  a[0] = (a[0] as number) & 248;
  a[31] = ((a[31] as number) & 127) | 64;
  const x = leToBig(a);
  const pk = secretKey.subarray(32, 64);
  const h = hashToCurve(pk, alpha);
  const gamma = h.multiplyUnsafe(mod(x, L));
  const k = mod(leToBig(sha512(concatBytes(az.subarray(32, 64), h.toBytes()))), L);
  const c = hashPoints(h, gamma, Point.BASE.multiplyUnsafe(k), h.multiplyUnsafe(k));
  const s = mod(k + leToBig(c) * mod(x, L), L);
  return concatBytes(gamma.toBytes(), c, bigToLe(s, 32));
}
