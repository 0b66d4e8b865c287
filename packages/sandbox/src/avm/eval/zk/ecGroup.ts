/**
 * The four curve groups of go-algorand's `ec_*` opcodes (data/transactions/logic/pairing.go) over
 * @noble/curves: points encoded uncompressed big-endian — G1 as X ‖ Y, G2 as X.A0 ‖ X.A1 ‖ Y.A0 ‖
 * Y.A1 (gnark's real part first) — with the point at infinity as all zeros; coordinates must be
 * below the field modulus and on the curve, but not necessarily in the prime-order subgroup.
 */
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bn254 } from '@noble/curves/bn254.js';
import type { IField } from '@noble/curves/abstract/modular.js';
import type { WeierstrassPoint, WeierstrassPointCons } from '@noble/curves/abstract/weierstrass.js';
import { AvmError } from '../AvmError';
import { bigintToBytes, bytesToBigint } from './fieldBytes';

interface Fp2 {
  readonly c0: bigint;
  readonly c1: bigint;
}
/** A base-field (G1) or quadratic-extension (G2) coordinate. */
export type Coord = bigint | Fp2;
export type EcPoint = WeierstrassPoint<Coord>;

export type EcGroupName = 'BN254g1' | 'BN254g2' | 'BLS12_381g1' | 'BLS12_381g2';

export interface EcGroup {
  readonly name: EcGroupName;
  /** Bytes of one base-field element (32 or 48). */
  readonly fpSize: number;
  /** Bytes of one encoded point. */
  readonly size: number;
  readonly g2: boolean;
  readonly Point: WeierstrassPointCons<Coord>;
  /** The base field's modulus. */
  readonly p: bigint;
  /** The prime subgroup's order. */
  readonly r: bigint;
  /** The whole curve is the prime-order group (BN254 G1). */
  readonly cofactorOne: boolean;
}

function group(name: EcGroupName, g2: boolean, Point: WeierstrassPointCons<Coord>, p: bigint): EcGroup {
  const curve = Point.CURVE();
  const fpSize = Math.ceil(p.toString(2).length / 8);
  return { name, fpSize, size: (g2 ? 4 : 2) * fpSize, g2, Point, p, r: curve.n, cofactorOne: curve.h === 1n };
}

const asCons = (c: unknown) => c as WeierstrassPointCons<Coord>;

export const EC_GROUPS: Readonly<Record<EcGroupName, EcGroup>> = {
  BN254g1: group('BN254g1', false, asCons(bn254.G1.Point), bn254.fields.Fp.ORDER),
  BN254g2: group('BN254g2', true, asCons(bn254.G2.Point), bn254.fields.Fp.ORDER),
  BLS12_381g1: group('BLS12_381g1', false, asCons(bls12_381.G1.Point), bls12_381.fields.Fp.ORDER),
  BLS12_381g2: group('BLS12_381g2', true, asCons(bls12_381.G2.Point), bls12_381.fields.Fp.ORDER),
};

/** go's bytesToBN254Field / bytesToBLS12381Field: any length, big-endian, below the modulus. */
export function fieldElement(g: EcGroup, b: Uint8Array): bigint {
  const n = bytesToBigint(b);
  if (n >= g.p) throw new AvmError(`field element ${n} larger than modulus ${g.p}`);
  return n;
}

function isOnCurve(g: EcGroup, x: Coord, y: Coord): boolean {
  const F = g.Point.Fp as IField<Coord>;
  if (F.is0(x) && F.is0(y)) return true; // gnark's IsOnCurve: infinity is on the curve
  const b = g.Point.CURVE().b;
  return F.eql(F.sqr(y), F.add(F.mul(F.sqr(x), x), b));
}

/** go's bytesToBN254G1 & co: exactly one point, on the curve (subgroup not checked). */
export function decodePoint(g: EcGroup, b: Uint8Array): EcPoint {
  if (b.length !== g.size) throw new AvmError(`bad length ${b.length}. Expected ${g.size}`);
  const n = g.fpSize;
  const e = (i: number) => fieldElement(g, b.subarray(i * n, (i + 1) * n));
  let x: Coord;
  let y: Coord;
  if (g.g2) {
    const x0 = e(0);
    const x1 = e(1);
    const y0 = e(2);
    const y1 = e(3);
    x = { c0: x0, c1: x1 };
    y = { c0: y0, c1: y1 };
  } else {
    x = e(0);
    y = e(1);
  }
  if (!isOnCurve(g, x, y)) throw new AvmError('point not on curve');
  return g.Point.fromAffine({ x, y });
}

/** go's bytesToBN254G1s & co: a non-empty concatenation of points, optionally subgroup-checked. */
export function decodePoints(g: EcGroup, b: Uint8Array, checkSubgroup: boolean): EcPoint[] {
  if (b.length % g.size !== 0) throw new AvmError(`bad length ${b.length}. Expected ${g.size} multiple`);
  if (b.length === 0) throw new AvmError('empty input');
  const out: EcPoint[] = [];
  for (let i = 0; i < b.length; i += g.size) {
    const pt = decodePoint(g, b.subarray(i, i + g.size));
    if (checkSubgroup && !inSubgroup(g, pt)) throw new AvmError('wrong subgroup');
    out.push(pt);
  }
  return out;
}

export function inSubgroup(g: EcGroup, pt: EcPoint): boolean {
  return g.cofactorOne || pt.is0() || pt.isTorsionFree();
}

export function encodePoint(g: EcGroup, pt: EcPoint): Uint8Array {
  const out = new Uint8Array(g.size);
  if (pt.is0()) return out;
  const { x, y } = pt.toAffine();
  const n = g.fpSize;
  const coords: bigint[] = g.g2
    ? [(x as Fp2).c0, (x as Fp2).c1, (y as Fp2).c0, (y as Fp2).c1]
    : [x as bigint, y as bigint];
  coords.forEach((c, i) => out.set(bigintToBytes(c, n), i * n));
  return out;
}
