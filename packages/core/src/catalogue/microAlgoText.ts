const MICRO_PER_ALGO = 1_000_000n;

/**
 * Microalgos as people read them ("0.1 ALGO", "1,000.000001 ALGO"): exact (bigint, no float
 * rounding), trailing zeros of the fraction dropped, thousands grouped.
 */
export function microAlgoText(micro: bigint): string {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  const whole = (abs / MICRO_PER_ALGO).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % MICRO_PER_ALGO).toString().padStart(6, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`} ALGO`;
}

/**
 * Parses algod's MicroAlgos `String()` form used in fee errors: `2A`, `0.0A`, `1mA`, `1.500mA`,
 * `999uA` (go-algorand basics.MicroAlgos). Returns undefined for anything else.
 */
export function parseAlgodMicroAlgos(text: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?(A|mA|uA)$/.exec(text);
  if (match === null) return undefined;
  const [, whole = '0', fraction = '', unit] = match;
  const scale = unit === 'A' ? 6 : unit === 'mA' ? 3 : 0;
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return undefined;
  const digits = fraction.slice(0, scale).padEnd(scale, '0');
  return BigInt(whole) * 10n ** BigInt(scale) + (scale === 0 ? 0n : BigInt(digits));
}
