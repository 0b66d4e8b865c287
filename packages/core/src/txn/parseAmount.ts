export const MAX_UINT64 = (1n << 64n) - 1n;

export type AmountProblem = 'empty' | 'format' | 'negative' | 'tooManyDecimals' | 'tooLarge';
export type AmountResult = { ok: true; value: bigint } | { ok: false; problem: AmountProblem };

/**
 * "1.5" with 6 decimals → 1500000n, exactly (no float on the way). Grouping commas and spaces
 * are allowed ("1,000.25"); exponents are not (people do not type them, and 1e3 ALGO is a typo).
 */
export function parseAmount(text: string, decimals: number): AmountResult {
  const t = text.trim().replace(/[,_\s]/g, '');
  if (t === '') return { ok: false, problem: 'empty' };
  if (/^-\d*\.?\d*$/.test(t) && t !== '-') return { ok: false, problem: 'negative' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(t);
  if (match === null || t === '.') return { ok: false, problem: 'format' };
  const [, whole = '', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  const value =
    BigInt(whole === '' ? '0' : whole) * 10n ** BigInt(decimals) +
    BigInt(significant.padEnd(decimals, '0') || '0');
  if (value > MAX_UINT64) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value };
}

/** The reverse: base units → text with the asset's decimals, trailing zeros dropped. */
export function formatAmount(value: bigint, decimals: number): string {
  if (decimals === 0) return value.toString();
  const scale = 10n ** BigInt(decimals);
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${value / scale}${fraction === '' ? '' : `.${fraction}`}`;
}
