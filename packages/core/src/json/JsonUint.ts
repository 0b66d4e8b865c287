/** An unsigned integer as parseJson returns it: a number when safe, a bigint beyond 2^53. */
export type JsonUint = number | bigint;
