import { describe, expect, it } from 'vitest';
import { feeForUsage, feeForUsageWithResidue, formatMicros, groupFeeUsage } from './feeUsage';

describe('fee usage under v42 per-byte surcharges', () => {
  it('FeeForUsage rounds the top-level fee up (go: data/basics/units_test.go TestFeeForUsage)', () => {
    expect(feeForUsage(1000n, 1_001_000n)).toBe(1001n);
    expect(feeForUsage(1000n, 1_001_001n)).toBe(1002n);
    expect(feeForUsage(0n, 1_001_001n)).toBe(0n);
    expect(feeForUsage(1000n, 0n)).toBe(0n);
    expect(formatMicros(2_000_000n)).toBe('2.000000');
    expect(formatMicros(1_000_100n)).toBe('1.000100');
  });

  it('charges 100 micros of a min fee per byte beyond the basic sizes', () => {
    // go: transaction.go Header.FeeContribution, application.go feeContribution,
    // signedtxn.go logicSigProgramFeeContribution; consensus v42 PerByteTxnSurcharge = 100.
    const plain = { noteLength: 0, lsigProgramBytes: 0 };
    expect(groupFeeUsage([plain, plain])).toBe(2_000_000n);
    expect(groupFeeUsage([{ ...plain, noteLength: 1024 }])).toBe(1_000_000n);
    expect(groupFeeUsage([{ ...plain, noteLength: 1025 }])).toBe(1_000_100n);
    const app = (argBytes: number, programBytes: number) => ({ ...plain, app: { argBytes, programBytes } });
    expect(groupFeeUsage([app(2048, 8192)])).toBe(1_000_000n);
    expect(groupFeeUsage([app(2050, 8200)])).toBe(1_000_000n + 200n + 800n);
    // Logic sig programs share a 1000-byte allowance per group transaction.
    expect(groupFeeUsage([{ ...plain, lsigProgramBytes: 1500 }, plain])).toBe(2_000_000n);
    expect(groupFeeUsage([{ ...plain, lsigProgramBytes: 2500 }, plain])).toBe(2_000_000n + 50_000n);
  });
});

// go: data/basics/units_test.go TestFeeForUsage (FeeForUsage with a running residue).
describe('FeeForUsage with a residue (go-algorand v5.0.0 data/basics/overflow.go)', () => {
  const SCALE = 1_000_000_000_000n;
  it("rounds up once, keeps the fraction's complement, and spends it on a later charge", () => {
    expect(feeForUsageWithResidue(1000n, 1_001_000n, 0n)).toEqual({ fee: 1001n, residue: 0n });
    const first = feeForUsageWithResidue(1000n, 1_001_001n, 0n);
    expect(first).toEqual({ fee: 1002n, residue: SCALE - 1_000_000_000n });
    expect(feeForUsageWithResidue(1000n, 1_000_001n, first.residue)).toEqual({
      fee: 1000n,
      residue: first.residue - 1_000_000_000n,
    });
    expect(feeForUsageWithResidue(0n, 1_001_001n, 0n)).toEqual({ fee: 0n, residue: 0n });
    expect(feeForUsageWithResidue(1000n, 0n, 0n)).toEqual({ fee: 0n, residue: 0n });
  });

  it('TestFeeForUsagePrecise: threading the residue costs one ceiling of the aggregate', () => {
    const usages = [1_000_100n, 1_000_100n, 2_000_300n, 1_000_000n, 1_000_700n];
    let residue = 0n;
    let total = 0n;
    for (const u of usages) {
      const r = feeForUsageWithResidue(1000n, u, residue);
      total += r.fee;
      residue = r.residue;
      expect(residue < SCALE).toBe(true);
    }
    const exact = usages.reduce((s, u) => s + u, 0n) * 1000n;
    expect(total).toBe((exact + 999_999n) / 1_000_000n);
  });
});
