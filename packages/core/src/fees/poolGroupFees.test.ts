import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES } from './feeMessages';
import { poolGroupFees } from './poolGroupFees';

describe('poolGroupFees', () => {
  it('lets one transaction pay for the others', () => {
    const r = poolGroupFees([{ fee: 3000n }, { fee: 0n }, { fee: 0n }], 1000n);
    expect(r).toMatchObject({ needed: 3000n, paid: 3000n, shortfall: 0n, surplus: 0n });
    expect(r.covers).toEqual([
      { payer: 1, covered: 2, amount: 1000n },
      { payer: 1, covered: 3, amount: 1000n },
    ]);
    expect(r.messages).toEqual([FEE_MESSAGES.covers(1, 2, 1000n), FEE_MESSAGES.covers(1, 3, 1000n)]);
    expect(r.messages[0]).toBe('Transaction 1 covers 0.001 ALGO of transaction 2\u2019s fee.');
  });

  it('splits one deficit over several payers', () => {
    const r = poolGroupFees([{ fee: 1500n }, { fee: 0n }, { fee: 1500n }], 1000n);
    expect(r.covers).toEqual([
      { payer: 1, covered: 2, amount: 500n },
      { payer: 3, covered: 2, amount: 500n },
    ]);
  });

  it('reports a shortfall, counting inner transactions', () => {
    const r = poolGroupFees([{ fee: 2000n, innerTransactions: 2 }, { fee: 1000n }], 1000n);
    expect(r).toMatchObject({ needed: 4000n, paid: 3000n, shortfall: 1000n });
    expect(r.messages).toEqual([FEE_MESSAGES.groupShort(3000n, 4000n)]);
  });

  it('reports a surplus', () => {
    expect(poolGroupFees([{ fee: 2500n }], 1000n)).toMatchObject({
      surplus: 1500n,
      shortfall: 0n,
      covers: [],
    });
  });
});
