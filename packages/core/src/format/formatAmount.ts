export interface FormatAmountOptions {
  /** Group the whole part in threes (1,234,567). Default true. */
  group?: boolean;
  /** Keep trailing zeros of the fraction (1.500000). Default false: 1.5. */
  padFraction?: boolean;
}

/**
 * An integer amount in base units shown in whole units with `decimals` places, exactly: bigint
 * arithmetic only, so 18446744073709551615 with 6 decimals is 18,446,744,073,709.551615.
 */
export function formatAmount(amount: bigint, decimals: number, options: FormatAmountOptions = {}): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString();
  const places = Math.max(0, Math.min(Math.trunc(decimals), 19));
  const padded = digits.padStart(places + 1, '0');
  const whole = padded.slice(0, padded.length - places);
  let fraction = padded.slice(padded.length - places);
  if (options.padFraction !== true) fraction = fraction.replace(/0+$/, '');
  const grouped = options.group === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === '' ? '' : `.${fraction}`}`;
}
