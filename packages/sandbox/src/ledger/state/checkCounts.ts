import type { TealKeyValue } from './AccountData';

/**
 * go-algorand ledger/apply/application.go storageDelta.checkCounts: state may never hold more
 * entries of a type than its schema. Throws algod's text.
 */
export function checkCounts(kv: TealKeyValue, schema: { numUint: number; numByteSlice: number }): void {
  let uints = 0;
  let bytes = 0;
  for (const v of kv.values()) {
    if (v.type === 2) uints++;
    else bytes++;
  }
  if (uints > schema.numUint)
    throw new Error(`store integer count ${uints} exceeds schema integer count ${schema.numUint}`);
  if (bytes > schema.numByteSlice)
    throw new Error(`store bytes count ${bytes} exceeds schema bytes count ${schema.numByteSlice}`);
}
