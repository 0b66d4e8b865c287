import { describe, expect, it } from 'vitest';
import { EC_GROUPS, type EcGroupName, type EcPoint, inSubgroup } from './ecGroup';
import { gnarkMultiExp, gnarkScalarMul, precomputeLattice, splitScalar } from './gnarkScalarMul';

const names: EcGroupName[] = ['BN254g1', 'BN254g2', 'BLS12_381g1', 'BLS12_381g2'];
const scalars = (r: bigint) => [0n, 1n, 2n, 12345n, r - 1n, r, r + 1n, 2n ** 256n - 1n, (r * 3n) / 7n];

describe('gnark scalar multiplication', () => {
  it('SplitScalar: k₁ + k₂·λ ≡ k (mod r), both about half as long as r (ecc/utils.go)', () => {
    const r = EC_GROUPS.BLS12_381g1.r;
    const lambda = 228988810152649578064853576960394133503n;
    const l = precomputeLattice(r, lambda);
    for (const k of scalars(r)) {
      const [k1, k2] = splitScalar(k, l);
      expect((((k1 + k2 * lambda - k) % r) + r) % r).toBe(0n);
      if (k < r) expect([k1, k2].every((x) => (x < 0n ? -x : x) < 2n ** 130n)).toBe(true);
    }
  });

  it.each(names)('%s: in the subgroup it is k·P (gnark mulGLV, MultiExp), so ω and λ agree', (name) => {
    const g = EC_GROUPS[name];
    const base = g.Point.BASE as EcPoint;
    const pt = base.multiply(987654321n);
    for (const k of scalars(g.r)) {
      const want = k % g.r === 0n ? (g.Point.ZERO as EcPoint) : pt.multiply(k % g.r);
      expect(gnarkScalarMul(g, pt, k).equals(want), `k = ${k}`).toBe(true);
    }
    expect(gnarkMultiExp(g, [pt, base], [5n, g.r + 2n]).equals(pt.multiply(5n).add(base.multiply(2n)))).toBe(
      true,
    );
    expect(inSubgroup(g, pt)).toBe(true);
  });
});
