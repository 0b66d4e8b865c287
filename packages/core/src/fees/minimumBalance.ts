/** Minimum-balance constants of the current consensus (sandbox.md; go-algorand config/consensus.go). */
export const MIN_BALANCE = 100_000n;
export const ASSET_HOLDING_MIN = 100_000n;
export const APP_PAGE_MIN = 100_000n;
export const APP_OPT_IN_MIN = 100_000n;
export const SCHEMA_ENTRY_MIN = 25_000n;
export const SCHEMA_UINT_MIN = 3_500n;
export const SCHEMA_BYTES_MIN = 25_000n;
export const BOX_FLAT_MIN = 2_500n;
export const BOX_BYTE_MIN = 400n;

export interface StateSchema {
  numUint: number;
  numByteSlice: number;
}

/** What a state schema adds to the minimum balance of whoever holds that state. */
export function schemaMinBalance(s: StateSchema): bigint {
  return (
    (SCHEMA_ENTRY_MIN + SCHEMA_UINT_MIN) * BigInt(s.numUint) +
    (SCHEMA_ENTRY_MIN + SCHEMA_BYTES_MIN) * BigInt(s.numByteSlice)
  );
}

/** What creating an app adds to its creator's minimum balance. */
export function appCreationMinBalance(global: StateSchema, extraPages: number): bigint {
  return APP_PAGE_MIN * BigInt(1 + extraPages) + schemaMinBalance(global);
}

/** What a box adds to its application account's minimum balance. */
export function boxMinBalance(nameLength: number, valueLength: number): bigint {
  return BOX_FLAT_MIN + BOX_BYTE_MIN * BigInt(nameLength + valueLength);
}
