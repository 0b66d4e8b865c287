import { describe, expect, it } from 'vitest';
import { innerFeeDeficit } from './innerFeeDeficit';

describe('innerFeeDeficit', () => {
  // go: data/transactions/logic/eval.go: an inner transaction draws what it lacks from the fee credit
  it('two inner payments at fee 0 lack two minimum fees', () => {
    const zero = { fee: 0n, inners: [] };
    expect(innerFeeDeficit([zero, zero], 1000n)).toBe(2000n);
  });
  it("an earlier sibling's surplus pays for a later one, never a parent's", () => {
    expect(
      innerFeeDeficit(
        [
          { fee: 2000n, inners: [] },
          { fee: 0n, inners: [] },
        ],
        1000n,
      ),
    ).toBe(0n);
    // the later surplus does not flow back to an earlier sibling
    expect(
      innerFeeDeficit(
        [
          { fee: 0n, inners: [] },
          { fee: 2000n, inners: [] },
        ],
        1000n,
      ),
    ).toBe(1000n);
    // a child's surplus does not pay for its parent
    expect(innerFeeDeficit([{ fee: 0n, inners: [{ fee: 5000n, inners: [] }] }], 1000n)).toBe(1000n);
  });
  it('an inner app call at fee 0 with two inner payments lacks three', () => {
    const zero = { fee: 0n, inners: [] };
    expect(innerFeeDeficit([{ fee: 0n, inners: [zero, zero] }], 1000n)).toBe(3000n);
  });
});
