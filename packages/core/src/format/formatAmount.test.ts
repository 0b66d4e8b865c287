import { describe, expect, it } from 'vitest';
import { formatAlgos } from './formatAlgos';
import { formatAmount } from './formatAmount';
import { formatRoundTime } from './formatRoundTime';
import { toBigInt } from './toBigInt';

describe('formatAmount', () => {
  it('keeps every digit of uint64 max in any number of decimals', () => {
    const max = (1n << 64n) - 1n;
    expect(formatAmount(max, 0)).toBe('18,446,744,073,709,551,615');
    expect(formatAmount(max, 6)).toBe('18,446,744,073,709.551615');
    expect(formatAmount(max, 19)).toBe('1.8446744073709551615');
    expect(formatAmount(max - 1n, 2, { group: false })).toBe('184467440737095516.14');
  });

  it('pads small amounts and trims trailing zeros unless asked', () => {
    expect(formatAmount(1n, 6)).toBe('0.000001');
    expect(formatAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatAmount(1_500_000n, 6, { padFraction: true })).toBe('1.500000');
    expect(formatAmount(0n, 6)).toBe('0');
    expect(formatAmount(-1234n, 2)).toBe('-12.34');
  });

  it('formats Algos and round times', () => {
    expect(formatAlgos(4_798_000n)).toBe('4.798 ALGO');
    expect(formatRoundTime(1_795_258_905n)).toBe('2026-11-21 11:01:45 UTC');
  });

  it('reads JSON integers as bigint, exact beyond 2^53', () => {
    expect(toBigInt(18446744073709551615n)).toBe(18446744073709551615n);
    expect(toBigInt(42)).toBe(42n);
    expect(toBigInt(undefined)).toBe(0n);
    expect(toBigInt('7', 5n)).toBe(5n);
    expect(toBigInt(1.5)).toBe(0n);
  });
});
