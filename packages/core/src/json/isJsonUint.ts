import type { JsonValue } from './JsonValue';

/** A non-negative integer as parseJson returns it: a number when safe, a bigint beyond. */
export function isJsonUint(value: JsonValue | undefined): value is number | bigint {
  return (
    (typeof value === 'number' && Number.isInteger(value) && value >= 0) ||
    (typeof value === 'bigint' && value >= 0n)
  );
}
