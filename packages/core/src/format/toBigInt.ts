import type { JsonValue } from '../json/JsonValue';

/** A JSON integer (number or bigint) as a bigint; anything else (absent, not an integer) as `fallback`. */
export function toBigInt(value: JsonValue | undefined, fallback = 0n): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  return fallback;
}
