import algosdk from 'algosdk';
import type { Value } from '../../avm/eval/values';

/**
 * An AVM value as algod writes it (daemon/algod/api/server/v2/utils.go convertToAVMValue):
 * `bytes` omitted when empty, `uint` omitted when 0, so `{type: 1}` and `{type: 2}` are values too;
 * an absent state (go's zero TealValue, `undefined` here) is `{type: 0}`.
 */
export function avmValueModel(v: Value | undefined): algosdk.modelsv2.AvmValue {
  if (v === undefined) return new algosdk.modelsv2.AvmValue({ type: 0 });
  if (v instanceof Uint8Array)
    return new algosdk.modelsv2.AvmValue({ type: 1, ...(v.length > 0 && { bytes: v }) });
  return new algosdk.modelsv2.AvmValue({ type: 2, ...(v !== 0 && v !== 0n && { uint: v }) });
}
