/**
 * Scalar multiplication as gnark-crypto v0.18.1 (the version go-algorand v5.0.0's go.mod pins)
 * does it, for points outside the prime-order subgroup, where its shortcuts give other points than
 * k·P. Only the scalar arithmetic is gnark's; the point arithmetic is @noble/curves' group law.
 *
 * - `ScalarMultiplication` (ecc/<curve>/g1.go, g2.go: mulGLV) splits k with the GLV lattice
 *   (ecc/utils.go SplitScalar) into k₁ + k₂·λ and returns (|k₁| mod r)·(±P) + (|k₂| mod r)·(±ϕ(P)),
 *   ϕ(x, y) = (ω·x, y). In the subgroup ϕ(P) = λ·P, so that is k·P; outside it, it is not.
 * - `MultiExp` (ecc/<curve>/multiexp.go) reads each scalar as an fr.Element (reduced mod r) and sums
 *   signed-digit buckets that represent it exactly: Σ (kᵢ mod r)·Pᵢ, with no endomorphism.
 */
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bn254 } from '@noble/curves/bn254.js';
import type { Coord, EcGroup, EcGroupName, EcPoint } from './ecGroup';

/** ecc.Lattice: the short basis of {(a, b) : a + b·λ ≡ 0 mod r} and SplitScalar's roundings. */
interface Lattice {
  readonly v1: readonly [bigint, bigint];
  readonly v2: readonly [bigint, bigint];
  readonly b1: bigint;
  readonly b2: bigint;
  /** The shift SplitScalar divides by (2ⁿ > det). */
  readonly n: bigint;
}

const abs = (x: bigint): bigint => (x < 0n ? -x : x);
const bitLen = (x: bigint): number => (x === 0n ? 0 : abs(x).toString(2).length);

/** Go's big.Int Div and Mod: Euclidean (0 ≤ m < |d|). */
function divMod(x: bigint, d: bigint): [bigint, bigint] {
  let q = x / d;
  let m = x % d;
  if (m < 0n) {
    m += abs(d);
    q += d > 0n ? -1n : 1n;
  }
  return [q, m];
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLen(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** ecc/utils.go rounding: the closest integer to n/d, as gnark rounds it. */
function rounding(n: bigint, d: bigint): bigint {
  const [q, m] = divMod(n, d);
  return m > d >> 1n ? q + 1n : q;
}

/** ecc/utils.go PrecomputeLattice (the extended Euclid on r and λ, stopped at √r). */
export function precomputeLattice(r: bigint, lambda: bigint): Lattice {
  let [r0, s0, t0] = [r, 1n, 0n];
  let [r1, s1, t1] = [lambda, 0n, 1n];
  const root = isqrt(r);
  while (r1 > root) {
    const [q, m] = divMod(r0, r1);
    [r0, s0, t0, r1, s1, t1] = [r1, s1, t1, m, s0 - s1 * q, t0 - t1 * q];
  }
  const [q, lastR] = divMod(r0, r1);
  const lastT = t0 - t1 * q;
  const v1 = [r1, -t1] as const;
  const v2 =
    r0 * r0 + t0 * t0 > lastR * lastR + lastT * lastT ? ([lastR, -lastT] as const) : ([r0, -t0] as const);
  const det = v1[0] * v2[1] - v1[1] * v2[0];
  const n = BigInt(2 * (((bitLen(det) + 32) >> 6) << 6));
  return { v1, v2, b1: rounding(v2[1] << n, det), b2: rounding(v1[1] << n, det), n };
}

/** ecc/utils.go SplitScalar: (k₁, k₂) with k₁ + k₂·λ ≡ s (mod r), from s as it is (not reduced). */
export function splitScalar(s: bigint, l: Lattice): [bigint, bigint] {
  const k1 = (s * l.b1) >> l.n;
  const k2 = -(s * l.b2) >> l.n;
  const v0 = k1 * l.v1[0] + k2 * l.v2[0];
  const v1 = k1 * l.v1[1] + k2 * l.v2[1];
  return [s - v0, -v1];
}

interface Glv {
  /** The cube root of unity ϕ multiplies x by (thirdRootOneG1; thirdRootOneG2 = its square for G2). */
  readonly omega: bigint;
  readonly lattice: Lattice;
}

/** ecc/bn254/bn254.go and ecc/bls12-381/bls12-381.go init: thirdRootOneG1 and lambdaGLV. */
const CURVES = {
  bn254: {
    p: bn254.fields.Fp.ORDER,
    r: bn254.fields.Fr.ORDER,
    omega: 2203960485148121921418603742825762020974279258880205651966n,
    lambda: 4407920970296243842393367215006156084916469457145843978461n,
  },
  bls12_381: {
    p: bls12_381.fields.Fp.ORDER,
    r: bls12_381.fields.Fr.ORDER,
    omega:
      4002409555221667392624310435006688643935503118305586438271171395842971157480381377015405980053539358417135540939436n,
    lambda: 228988810152649578064853576960394133503n,
  },
};

const glvs = new Map<EcGroupName, Glv>();
function glvOf(g: EcGroup): Glv {
  let glv = glvs.get(g.name);
  if (glv === undefined) {
    const c = g.name.startsWith('BN254') ? CURVES.bn254 : CURVES.bls12_381;
    glv = { omega: g.g2 ? (c.omega * c.omega) % c.p : c.omega, lattice: precomputeLattice(c.r, c.lambda) };
    glvs.set(g.name, glv);
  }
  return glv;
}

/** ϕ(P) = (ω·x, y) (g1.go/g2.go phi; for G2, MulByElement: both coefficients of x times ω). */
function phi(g: EcGroup, pt: EcPoint, omega: bigint): EcPoint {
  if (pt.is0()) return pt;
  const { x, y } = pt.toAffine();
  const mul = (v: bigint) => (v * omega) % g.p;
  const wx: Coord = typeof x === 'bigint' ? mul(x) : { c0: mul(x.c0), c1: mul(x.c1) };
  return g.Point.fromAffine({ x: wx, y });
}

/** n·P by plain double-and-add over the group law (n ≥ 0): no endomorphism, whatever P is. */
function mulPlain(g: EcGroup, pt: EcPoint, n: bigint): EcPoint {
  let acc = g.Point.ZERO as EcPoint;
  for (let i = bitLen(n) - 1; i >= 0; i--) {
    acc = acc.double();
    if ((n >> BigInt(i)) & 1n) acc = acc.add(pt);
  }
  return acc;
}

/** gnark's G1/G2 ScalarMultiplication (mulGLV) of any point on the curve by s (0 ≤ s < 2²⁵⁶). */
export function gnarkScalarMul(g: EcGroup, pt: EcPoint, s: bigint): EcPoint {
  const { omega, lattice } = glvOf(g);
  const [k1, k2] = splitScalar(s, lattice);
  const p1 = k1 < 0n ? pt.negate() : pt;
  const p2 = k2 < 0n ? phi(g, pt, omega).negate() : phi(g, pt, omega);
  // fr.Element SetBigInt reduces |kᵢ| mod r before its bits are walked.
  return mulPlain(g, p1, abs(k1) % g.r).add(mulPlain(g, p2, abs(k2) % g.r));
}

/** gnark's MultiExp: Σ (kᵢ mod r)·Pᵢ. */
export function gnarkMultiExp(g: EcGroup, pts: readonly EcPoint[], ks: readonly bigint[]): EcPoint {
  let sum = g.Point.ZERO as EcPoint;
  pts.forEach((pt, i) => {
    sum = sum.add(mulPlain(g, pt, (ks[i] as bigint) % g.r));
  });
  return sum;
}
