/**
 * gnark-crypto's BN254 `MapToG1` / `MapToG2` (ecc/bn254/hash_to_g1.go, hash_to_g2.go), which
 * go-algorand's `ec_map_to BN254g1|BN254g2` call: the Shallue–van de Woestijne map of RFC 9380
 * §6.6.1 (straight-line version, Z = 1, A = 0), then for G2 gnark's cofactor clearing
 * (ecc/bn254/g2.go ClearCofactor: [x₀]P + ψ([3x₀]P) + ψ²([x₀]P) + ψ³(P)). @noble/curves has no
 * BN254 hash-to-curve, so the map is written here over noble's fields.
 */
import { bn254 } from '@noble/curves/bn254.js';
import { FpIsSquare, type IField } from '@noble/curves/abstract/modular.js';
import { psiFrobenius } from '@noble/curves/abstract/tower.js';
import type { WeierstrassPoint } from '@noble/curves/abstract/weierstrass.js';

interface Fp2 {
  readonly c0: bigint;
  readonly c1: bigint;
}

const { Fp, Fp2 } = bn254.fields;

/** BN254's seed x₀ (gnark's xGen). */
const X0 = 4965661367192848881n;

interface Svdw<T> {
  readonly F: IField<T>;
  readonly B: T;
  readonly sgn0: (x: T) => number;
  readonly c1: T;
  readonly c2: T;
  readonly c3: T;
  readonly c4: T;
}

/** RFC 9380 §6.6.1 constants for Z = 1, A = 0: c1 = g(Z), c2 = −Z/2, c3 = √(−g(Z)·3Z²) with sgn0 0, c4 = −4g(Z)/3Z². */
function svdwConstants<T>(F: IField<T>, B: T, sgn0: (x: T) => number): Svdw<T> {
  const Z = F.ONE;
  const gZ = F.add(F.mul(F.sqr(Z), Z), B);
  const three = F.add(F.add(F.ONE, F.ONE), F.ONE);
  const t = F.mul(three, F.sqr(Z));
  let c3 = F.sqrt(F.neg(F.mul(gZ, t)));
  if (sgn0(c3) !== 0) c3 = F.neg(c3);
  const four = F.add(F.add(three, F.ONE), F.ZERO);
  return {
    F,
    B,
    sgn0,
    c1: gZ,
    c2: F.neg(F.div(Z, F.add(F.ONE, F.ONE))),
    c3,
    c4: F.neg(F.div(F.mul(four, gZ), t)),
  };
}

function inv0<T>(F: IField<T>, x: T): T {
  return F.is0(x) ? F.ZERO : F.inv(x);
}

/** RFC 9380 map_to_curve_svdw (no cofactor clearing). */
function svdw<T>(s: Svdw<T>, u: T): { x: T; y: T } {
  const { F, B } = s;
  const g = (x: T) => F.add(F.mul(F.sqr(x), x), B);
  let tv1 = F.mul(F.sqr(u), s.c1);
  const tv2 = F.add(F.ONE, tv1);
  tv1 = F.sub(F.ONE, tv1);
  const tv3 = inv0(F, F.mul(tv1, tv2));
  const tv4 = F.mul(F.mul(F.mul(u, tv1), tv3), s.c3);
  const x1 = F.sub(s.c2, tv4);
  const e1 = FpIsSquare(F, g(x1));
  const x2 = F.add(s.c2, tv4);
  const e2 = FpIsSquare(F, g(x2)) && !e1;
  const x3 = F.add(F.mul(F.sqr(F.mul(F.sqr(tv2), tv3)), s.c4), F.ONE);
  const x = e1 ? x1 : e2 ? x2 : x3;
  let y = F.sqrt(g(x));
  if (s.sgn0(u) !== s.sgn0(y)) y = F.neg(y);
  return { x, y };
}

const sgn0Fp = (x: bigint) => Number(x & 1n);
/** RFC 9380 sgn0 for m = 2. */
const sgn0Fp2 = (x: Fp2) => Number(x.c0 & 1n) | (x.c0 === 0n ? Number(x.c1 & 1n) : 0);

let g1Svdw: Svdw<bigint> | undefined;
let g2Svdw: Svdw<Fp2> | undefined;
let psi: ((c: unknown, p: G2Point) => G2Point) | undefined;

type G2Point = WeierstrassPoint<Fp2>;

/** ec_map_to BN254g1: u (already below p) to a point of G1 (the whole curve). */
export function bn254MapToG1(u: bigint): WeierstrassPoint<bigint> {
  g1Svdw ??= svdwConstants(Fp as IField<bigint>, bn254.G1.Point.CURVE().b, sgn0Fp);
  return bn254.G1.Point.fromAffine(svdw(g1Svdw, u));
}

/** ec_map_to BN254g2: u = u0 + u1·i (each below p) to a point of G2. */
export function bn254MapToG2(u: Fp2): G2Point {
  const P2 = bn254.G2.Point;
  g2Svdw ??= svdwConstants(Fp2 as unknown as IField<Fp2>, P2.CURVE().b, sgn0Fp2);
  psi ??= psiFrobenius(Fp, Fp2, Fp2.NONRESIDUE).G2psi as (c: unknown, p: G2Point) => G2Point;
  const ψ = (q: G2Point) => (psi as (c: unknown, p: G2Point) => G2Point)(P2, q);
  const p = P2.fromAffine(svdw(g2Svdw, u));
  if (p.is0()) return p;
  const xp = p.multiplyUnsafe(X0);
  return xp
    .add(ψ(xp.double().add(xp)))
    .add(ψ(ψ(xp)))
    .add(ψ(ψ(ψ(p))));
}
