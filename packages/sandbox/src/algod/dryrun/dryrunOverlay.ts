import type algosdk from 'algosdk';
import type { AppParams, StateSchema, TealKeyValue, TealValue } from '../../ledger/state/AccountData';
import type { StateDelta } from '../../ledger/state/StateDelta';

const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

function schema(s: algosdk.modelsv2.ApplicationStateSchema | undefined): StateSchema {
  return { numUint: Number(s?.numUint ?? 0), numByteSlice: Number(s?.numByteSlice ?? 0) };
}

function keyValue(kv: algosdk.modelsv2.TealKeyValue[] | undefined): TealKeyValue {
  const out = new Map<string, TealValue>();
  for (const e of kv ?? []) {
    const v: TealValue =
      Number(e.value.type) === 1
        ? { type: 1, bytes: e.value.bytes }
        : { type: 2, uint: BigInt(e.value.uint) };
    out.set(latin1(e.key), v);
  }
  return out;
}

function appParams(p: algosdk.modelsv2.ApplicationParams): AppParams {
  return {
    approvalProgram: p.approvalProgram,
    clearProgram: p.clearStateProgram,
    globalSchema: schema(p.globalStateSchema),
    localSchema: schema(p.localStateSchema),
    extraPages: Number(p.extraProgramPages ?? 0),
    version: Number(p.version ?? 0),
    globalState: keyValue(p.globalState),
  };
}

/**
 * algod 4.x's dry-run ledger: the request's accounts and apps stand in for (or add to) the
 * ledger's own, on a throwaway delta. Balances, auth addresses, holdings, local states and app
 * params (with global state) are what programs can read.
 */
export function dryrunOverlay(
  state: StateDelta,
  accounts: readonly algosdk.modelsv2.Account[],
  apps: readonly algosdk.modelsv2.Application[],
): void {
  for (const a of accounts) {
    const addr = a.address;
    const record = state.mutable(addr);
    record.amount = BigInt(a.amount);
    record.authAddr = a.authAddr?.toString();
    for (const h of a.assets ?? [])
      record.assets.set(BigInt(h.assetId), { amount: BigInt(h.amount), frozen: h.isFrozen });
    for (const l of a.appsLocalState ?? [])
      record.appsLocal.set(BigInt(l.id), { schema: schema(l.schema), keyValue: keyValue(l.keyValue) });
    for (const app of a.createdApps ?? []) {
      if (app.params === undefined) continue;
      record.createdApps.set(BigInt(app.id), appParams(app.params));
      state.setAppCreator(BigInt(app.id), addr);
    }
  }
  for (const app of apps) {
    if (app.params === undefined) continue;
    const creator = app.params.creator.toString();
    state.mutable(creator).createdApps.set(BigInt(app.id), appParams(app.params));
    state.setAppCreator(BigInt(app.id), creator);
  }
}
