import type algosdk from 'algosdk';
import type { AppSpec } from '../explore/appSpec/AppSpec';
import { decodeBoxWithSpec } from '../explore/appSpec/decodeWithAppSpec';
import { bytesToBase64 } from '../txn/decodeBytesText';
import type { ContractSpec } from './ContractSpec';
import { showBytes, type StateChange } from './readCallOutcome';

type Trace = algosdk.modelsv2.SimulationTransactionExecTrace;

function boxOps(trace: Trace | undefined, out: algosdk.modelsv2.ApplicationStateOperation[]): void {
  if (trace === undefined) return;
  for (const step of trace.approvalProgramTrace ?? [])
    for (const op of step.stateChanges ?? []) if (op.appStateType === 'b') out.push(op);
  for (const inner of trace.innerTrace ?? []) boxOps(inner, out);
}

function asAppSpec(spec: ContractSpec): AppSpec {
  return { name: spec.name, arc: 56, structs: spec.structs, keys: spec.state.keys, maps: spec.state.maps };
}

/**
 * Box writes and deletions of one transaction, read from simulate's state-change trace (the
 * confirmed transaction carries no box deltas), each box once with its last value, named and
 * decoded by the spec where it declares the box.
 */
export function boxChangesOf(
  txnResult: algosdk.modelsv2.SimulateTransactionResult | undefined,
  spec?: ContractSpec,
) {
  const ops: algosdk.modelsv2.ApplicationStateOperation[] = [];
  boxOps(txnResult?.execTrace, ops);
  const last = new Map<string, StateChange>();
  for (const op of ops) {
    if (op.operation !== 'w' && op.operation !== 'd') continue;
    const nameB64 = bytesToBase64(op.key);
    const raw = op.newValue?.bytes;
    const decoded =
      spec === undefined || raw === undefined
        ? undefined
        : decodeBoxWithSpec(asAppSpec(spec), nameB64, bytesToBase64(raw));
    const change: StateChange = {
      scope: 'box',
      key: showBytes(op.key),
      action: op.operation === 'd' ? 'delete' : 'set',
      ...(decoded !== undefined && { name: decoded.name }),
      ...(op.operation === 'w' && raw !== undefined && { value: decoded?.value ?? showBytes(raw) }),
      ...(op.operation === 'w' &&
        raw !== undefined &&
        decoded === undefined && { bytes: bytesToBase64(raw) }),
    };
    last.delete(nameB64);
    last.set(nameB64, change);
  }
  return [...last.values()];
}
