import type algosdk from 'algosdk';
import type { AppParams, StateSchema, TealKeyValue, TealValue } from './AccountData';

/** A schema as algod's models carry it, as the ledger keeps it. */
export function fromSchemaModel(s: algosdk.modelsv2.ApplicationStateSchema | undefined): StateSchema {
  return { numUint: Number(s?.numUint ?? 0), numByteSlice: Number(s?.numByteSlice ?? 0) };
}

/** Key/value state as algod lists it, keyed by the raw key bytes as latin1. */
export function fromKeyValueModel(kv: algosdk.modelsv2.TealKeyValue[] | undefined): TealKeyValue {
  const out = new Map<string, TealValue>();
  for (const e of kv ?? []) {
    const v: TealValue =
      Number(e.value.type) === 1
        ? { type: 1, bytes: e.value.bytes }
        : { type: 2, uint: BigInt(e.value.uint) };
    out.set(Buffer.from(e.key).toString('latin1'), v);
  }
  return out;
}

/** App params (with global state) from algod's `ApplicationParams` model. */
export function fromAppParamsModel(p: algosdk.modelsv2.ApplicationParams): AppParams {
  return {
    approvalProgram: p.approvalProgram,
    clearProgram: p.clearStateProgram,
    globalSchema: fromSchemaModel(p.globalStateSchema),
    localSchema: fromSchemaModel(p.localStateSchema),
    extraPages: Number(p.extraProgramPages ?? 0),
    version: Number(p.version ?? 0),
    globalState: fromKeyValueModel(p.globalState),
    ...(p.foreignBoxReads === true && { foreignBoxReads: true }),
    ...(p.familyBoxAccess === true && { familyBoxAccess: true }),
  };
}
