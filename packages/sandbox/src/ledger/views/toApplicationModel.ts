import algosdk from 'algosdk';
import type { AppLocalState, AppParams, StateSchema, TealKeyValue } from '../state/AccountData';

export function toSchemaModel(s: StateSchema): algosdk.modelsv2.ApplicationStateSchema {
  return new algosdk.modelsv2.ApplicationStateSchema({ numUint: s.numUint, numByteSlice: s.numByteSlice });
}

/** Key/value state as algod lists it (keys and byte values as bytes; algosdk base64s them in JSON). */
export function toKeyValueModel(kv: TealKeyValue): algosdk.modelsv2.TealKeyValue[] {
  return [...kv].map(
    ([key, v]) =>
      new algosdk.modelsv2.TealKeyValue({
        key: new Uint8Array(Buffer.from(key, 'latin1')),
        value: new algosdk.modelsv2.TealValue(
          v.type === 1
            ? { type: 1, bytes: v.bytes, uint: 0 }
            : { type: 2, bytes: new Uint8Array(), uint: v.uint },
        ),
      }),
  );
}

/** An application as algod's `/v2/applications/{id}` and account `created-apps` show it. */
export function toApplicationModel(id: bigint, creator: string, p: AppParams): algosdk.modelsv2.Application {
  return new algosdk.modelsv2.Application({
    id,
    params: new algosdk.modelsv2.ApplicationParams({
      approvalProgram: p.approvalProgram,
      clearStateProgram: p.clearProgram,
      creator,
      globalStateSchema: toSchemaModel(p.globalSchema),
      localStateSchema: toSchemaModel(p.localSchema),
      ...(p.extraPages > 0 && { extraProgramPages: p.extraPages }),
      ...(p.globalState.size > 0 && { globalState: toKeyValueModel(p.globalState) }),
      ...(p.version > 0 && { version: p.version }),
      ...(p.foreignBoxReads === true && { foreignBoxReads: true }),
      ...(p.familyBoxAccess === true && { familyBoxAccess: true }),
      ...(p.sizeSponsor !== undefined && { sizeSponsor: p.sizeSponsor }),
    }),
  });
}

export function toLocalStateModel(id: bigint, s: AppLocalState): algosdk.modelsv2.ApplicationLocalState {
  return new algosdk.modelsv2.ApplicationLocalState({
    id,
    schema: toSchemaModel(s.schema),
    ...(s.keyValue.size > 0 && { keyValue: toKeyValueModel(s.keyValue) }),
  });
}
