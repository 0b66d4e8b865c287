/** A parsed JSON value; integers beyond ±(2^53 − 1) are `bigint` so uint64 values keep every digit. */
export type JsonValue =
  null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue };
