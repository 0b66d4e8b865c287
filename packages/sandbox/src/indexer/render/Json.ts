/**
 * Response bodies are plain objects built field by field, with uint64 values kept as bigint so
 * amounts up to 2^64−1 never pass through a JS number. `stringifyJson` prints them as bare digits.
 */
export type JsonValue = string | number | bigint | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue | undefined;
}

// A lone surrogate never occurs in our strings (they all come from UTF-8 decoding, base64 or
// base32), and JSON.stringify always escapes it, so the marker cannot collide with data.
const MARK = '\ud800';
const MARKED = /"\\ud800(\d+)"/g;

/** JSON text with bigints as numbers; `undefined` fields are dropped like JSON.stringify does. */
export function stringifyJson(value: JsonValue | JsonObject): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? MARK + v.toString() : v)).replace(
    MARKED,
    '$1',
  );
}
