import type { StateSchema, TealKeyValue } from '../state/AccountData';

/**
 * go-algorand v5.0.0 ledger/eval/appcow.go storageDelta.checkCounts: state may never hold more
 * entries of a type than its schema allows (on a write, and when an update shrinks the schema).
 */
export function checkSchemaCounts(kv: TealKeyValue, schema: StateSchema): void {
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
