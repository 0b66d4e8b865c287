/** A ufixed's scaled integer → its decimal text, exactly (150n, 2 → "1.5"). */
export function formatUfixed(value: bigint, precision: number): string {
  const digits = value.toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits.slice(digits.length - precision).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
