/**
 * MicroAlgos as algod prints them in fee errors: `0.0A`, `999uA`, `1mA`, `1.500mA`, `2A`, `1.234567A`
 * (the largest unit the amount reaches; the fraction padded to that unit's digits, only when not whole).
 */
export function formatMicroAlgos(amount: bigint): string {
  if (amount === 0n) return '0.0A';
  const units: Array<[bigint, number, string]> = [
    [1_000_000n, 6, 'A'],
    [1_000n, 3, 'mA'],
  ];
  for (const [unit, digits, suffix] of units) {
    if (amount >= unit) {
      const whole = amount / unit;
      const frac = amount % unit;
      return frac === 0n ? `${whole}${suffix}` : `${whole}.${frac.toString().padStart(digits, '0')}${suffix}`;
    }
  }
  return `${amount}uA`;
}
