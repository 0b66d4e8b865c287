import { describe, expect, it } from 'vitest';
import { feeForUsage, formatMicros, groupFeeUsage } from './feeUsage';

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
