/**
 * The elliptic-curve opcodes of AVM v10 (go-algorand data/transactions/logic/pairing.go): ec_add,
 * ec_scalar_mul, ec_multi_scalar_mul, ec_subgroup_check, ec_map_to and ec_pairing_check on BN254
 * and BLS12-381, over @noble/curves (point encodings in ../zk/ecGroup.ts).
 *
 * go multiplies with gnark's GLV endomorphism (and, for many points, its MultiExp), which equal
 * true scalar multiplication only in the prime-order subgroup; for points outside it (possible on
 * BN254g2 and both BLS12-381 groups) the answer is gnark's, reproduced in ../zk/gnarkScalarMul.ts.
 */
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bn254 } from '@noble/curves/bn254.js';
import type { Fp12 } from '@noble/curves/abstract/tower.js';
import type { WeierstrassPoint } from '@noble/curves/abstract/weierstrass.js';
import { AvmError } from '../AvmError';
import type { Instr, OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { bn254MapToG1, bn254MapToG2 } from '../zk/bn254MapTo';
import {
  EC_GROUPS,
  type EcGroup,
  type EcGroupName,
  type EcPoint,
  decodePoint,
  decodePoints,
  encodePoint,
  fieldElement,
  inSubgroup,
} from '../zk/ecGroup';
import { bytesToBigint } from '../zk/fieldBytes';
import { gnarkMultiExp, gnarkScalarMul } from '../zk/gnarkScalarMul';

const SCALAR_SIZE = 32;

function groupOf(cx: Machine, ins: Instr, op: string): EcGroup {
  const g = ins.field && EC_GROUPS[ins.field.name as EcGroupName];
  if (!g || (ins.field && ins.field.version > cx.version))
    throw new AvmError(`invalid ${op} group EcGroup(${ins.imm[0]})`);
  return g;
}

/**
 * go's multi-mul cutoffs (pairing.go bn254G1MultiMulThreshold & co): up to this many points are
 * summed one ScalarMultiplication at a time, more go through gnark's MultiExp.
 */
const MULTI_MUL_THRESHOLD: Readonly<Record<EcGroupName, number>> = {
  BN254g1: 3,
  BN254g2: 2,
  BLS12_381g1: 2,
  BLS12_381g2: 2,
};

/** k·P as gnark's ScalarMultiplication gives it: in the subgroup k·P (k reduced mod r), else its GLV answer. */
function multiply(g: EcGroup, pt: EcPoint, k: bigint): EcPoint {
  return inSubgroup(g, pt) ? pt.multiplyUnsafe(k % g.r) : gnarkScalarMul(g, pt, k);
}

const ecAdd: OpFn = (cx, ins) => {
  const g = groupOf(cx, ins, 'ec_add');
  const s = cx.stack;
  const b = s.pop() as Uint8Array;
  const a = s[s.length - 1] as Uint8Array;
  const pa = decodePoint(g, a);
  const pb = decodePoint(g, b);
  s[s.length - 1] = encodePoint(g, pa.add(pb));
};

const ecScalarMul: OpFn = (cx, ins) => {
  const g = groupOf(cx, ins, 'ec_scalar_mul');
  const s = cx.stack;
  const k = s.pop() as Uint8Array;
  const a = s[s.length - 1] as Uint8Array;
  if (k.length > SCALAR_SIZE) throw new AvmError(`ec_scalar_mul scalar len is ${k.length}, exceeds 32`);
  const pt = decodePoint(g, a);
  s[s.length - 1] = encodePoint(g, multiply(g, pt, bytesToBigint(k)));
};

const ecMultiScalarMul: OpFn = (cx, ins) => {
  const g = groupOf(cx, ins, 'ec_multi_scalar_mul');
  const s = cx.stack;
  const scalars = s.pop() as Uint8Array;
  const points = decodePoints(g, s[s.length - 1] as Uint8Array, false);
  const want = SCALAR_SIZE * points.length;
  if (scalars.length !== want) throw new AvmError(`bad scalars length ${scalars.length}. Expected ${want}`);
  const ks = points.map((_, i) => bytesToBigint(scalars.subarray(i * SCALAR_SIZE, (i + 1) * SCALAR_SIZE)));
  // go: sum of kᵢ·Pᵢ, small inputs by ScalarMultiplication, large ones by gnark's MultiExp (kᵢ
  // reduced mod r): the same point whenever every Pᵢ is in the subgroup, else each path's own.
  if (points.length > MULTI_MUL_THRESHOLD[g.name] && !points.every((pt) => inSubgroup(g, pt))) {
    s[s.length - 1] = encodePoint(g, gnarkMultiExp(g, points, ks));
    return;
  }
  let sum = g.Point.ZERO as EcPoint;
  points.forEach((pt, i) => {
    sum = sum.add(multiply(g, pt, ks[i] as bigint));
  });
  s[s.length - 1] = encodePoint(g, sum);
};

const ecSubgroupCheck: OpFn = (cx, ins) => {
  const g = groupOf(cx, ins, 'ec_pairing_check'); // sic: go names ec_pairing_check here
  const s = cx.stack;
  s[s.length - 1] = inSubgroup(g, decodePoint(g, s[s.length - 1] as Uint8Array)) ? 1 : 0;
};

function mapTo(g: EcGroup, b: Uint8Array): EcPoint {
  if (!g.g2) {
    const u = fieldElement(g, b);
    return (
      g.name === 'BN254g1' ? bn254MapToG1(u) : bls12_381.G1.mapToCurve(u as unknown as bigint[])
    ) /* m = 1 takes a bare bigint */ as EcPoint;
  }
  const fp2Size = 2 * g.fpSize;
  if (b.length !== fp2Size) throw new AvmError(`bad encoded element length: ${b.length}`);
  const u0 = fieldElement(g, b.subarray(0, g.fpSize));
  const u1 = fieldElement(g, b.subarray(g.fpSize));
  return (g.name === 'BN254g2'
    ? bn254MapToG2({ c0: u0, c1: u1 })
    : bls12_381.G2.mapToCurve([u0, u1])) as unknown as EcPoint;
}

const ecMapTo: OpFn = (cx, ins) => {
  const g = groupOf(cx, ins, 'ec_pairing_check'); // sic, as go
  const s = cx.stack;
  s[s.length - 1] = encodePoint(g, mapTo(g, s[s.length - 1] as Uint8Array));
};

interface PairingCurve {
  readonly g1: EcGroup;
  readonly g2: EcGroup;
  readonly batch: (pairs: { g1: EcPoint; g2: EcPoint }[]) => Fp12;
  readonly isOne: (f: Fp12) => boolean;
}

function pairingCurve(c: typeof bn254 | typeof bls12_381, g1: EcGroupName, g2: EcGroupName): PairingCurve {
  const Fp12 = c.fields.Fp12;
  return {
    g1: EC_GROUPS[g1],
    g2: EC_GROUPS[g2],
    batch: (pairs) =>
      c.pairingBatch(
        pairs as unknown as {
          g1: WeierstrassPoint<bigint>;
          g2: WeierstrassPoint<{ c0: bigint; c1: bigint }>;
        }[],
      ),
    isOne: (f) => Fp12.eql(f, Fp12.ONE),
  };
}

let curves: { bn: PairingCurve; bls: PairingCurve } | undefined;

/** gnark's PairingCheck: both lists subgroup-checked (G1 first), pairs with infinity skipped. */
function pairingCheck(c: PairingCurve, g1Bytes: Uint8Array, g2Bytes: Uint8Array): boolean {
  const p = decodePoints(c.g1, g1Bytes, true);
  const q = decodePoints(c.g2, g2Bytes, true);
  if (p.length !== q.length) throw new AvmError('invalid inputs sizes');
  const pairs = p.flatMap((g1, i) => {
    const g2 = q[i] as EcPoint;
    return g1.is0() || g2.is0() ? [] : [{ g1, g2 }];
  });
  return pairs.length === 0 || c.isOne(c.batch(pairs));
}

const ecPairingCheck: OpFn = (cx, ins) => {
  const g = groupOf(cx, ins, 'ec_pairing_check');
  curves ??= {
    bn: pairingCurve(bn254, 'BN254g1', 'BN254g2'),
    bls: pairingCurve(bls12_381, 'BLS12_381g1', 'BLS12_381g2'),
  };
  const s = cx.stack;
  const b = s.pop() as Uint8Array;
  const a = s[s.length - 1] as Uint8Array;
  const c = g.name.startsWith('BN254') ? curves.bn : curves.bls;
  // The g2 forms take the G2 points first.
  s[s.length - 1] = (g.g2 ? pairingCheck(c, b, a) : pairingCheck(c, a, b)) ? 1 : 0;
};

export const PAIRING_OPS: Readonly<Record<string, OpFn>> = {
  ec_add: ecAdd,
  ec_scalar_mul: ecScalarMul,
  ec_pairing_check: ecPairingCheck,
  ec_multi_scalar_mul: ecMultiScalarMul,
  ec_subgroup_check: ecSubgroupCheck,
  ec_map_to: ecMapTo,
};
