import type algosdk from 'algosdk';
import type { JsonObject } from './Json';
import { b64 } from './encode';
import { addressText } from './addressText';

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** A state delta as the indexer prints it: keys sorted bytewise (it sorts Go strings), bytes omitted when empty. */
export function renderStateDelta(delta: Map<Uint8Array, algosdk.ValueDelta>): JsonObject[] | undefined {
  if (delta.size === 0) return undefined;
  return [...delta.entries()]
    .sort(([a], [b]) => compareBytes(a, b))
    .map(([key, v]) => ({
      key: b64(key),
      value: {
        action: v.action,
        bytes: v.bytes.length === 0 ? undefined : b64(v.bytes),
        uint: v.uint,
      },
    }));
}

/**
 * Local deltas are keyed by account index: 0 is the sender, 1..n the txn's accounts, and past those
 * the apply data's shared accounts (resources reached through sharing or the access list).
 */
export function localDeltaAddress(
  index: number,
  sender: algosdk.Address,
  accounts: ReadonlyArray<algosdk.Address>,
  shared: ReadonlyArray<algosdk.Address>,
): algosdk.Address | undefined {
  if (index === 0) return sender;
  if (index <= accounts.length) return accounts[index - 1];
  return shared[index - 1 - accounts.length];
}

export function renderLocalDeltas(
  evalDelta: algosdk.EvalDelta,
  sender: algosdk.Address,
  accounts: ReadonlyArray<algosdk.Address>,
): JsonObject[] | undefined {
  if (evalDelta.localDeltas.size === 0) return undefined;
  const out: JsonObject[] = [];
  for (const index of [...evalDelta.localDeltas.keys()].sort((a, b) => a - b)) {
    const delta = renderStateDelta(evalDelta.localDeltas.get(index) as Map<Uint8Array, algosdk.ValueDelta>);
    const addr = localDeltaAddress(index, sender, accounts, evalDelta.sharedAccts);
    if (delta !== undefined && addr !== undefined) out.push({ address: addressText(addr), delta });
  }
  return out;
}
