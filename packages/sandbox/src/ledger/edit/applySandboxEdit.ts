import algosdk from 'algosdk';
import { TxnRuleError } from '../LedgerError';
import type { TealKeyValue, TealValue } from '../state/AccountData';
import { checkSchemaCounts } from '../avm/checkSchemaCounts';
import { boxKey } from '../state/StateReader';
import type { StateDelta } from '../state/StateDelta';
import type { EditEntry, SandboxEdit } from './SandboxEdit';

/** go-algorand config/consensus.go: MaxAppKeyLen, MaxAppBytesValueLen, MaxAppSumKeyValueLens, MaxBoxSize. */
export const MAX_KEY_LEN = 64;
export const MAX_VALUE_LEN = 128;
export const MAX_KEY_VALUE_LEN = 128;
export const MAX_BOX_SIZE = 32768;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/**
 * Applies a sandbox edit to `state` with the ledger's own limits: the holding or opt-in must exist,
 * keys and values stay within the consensus lengths, state within the app's schema
 * (go-algorand ledger/eval/appcow.go storageDelta.checkCounts), boxes within MaxBoxSize; the
 * caller then checks the minimum balance of every account touched (a box's app account).
 */
export function applySandboxEdit(state: StateDelta, edit: SandboxEdit): void {
  switch (edit.kind) {
    case 'holding': {
      const holding = state.account(edit.address)?.assets.get(edit.asset);
      if (holding === undefined)
        throw new TxnRuleError(`account ${edit.address} has not opted in to asset ${edit.asset}`);
      state.mutable(edit.address).assets.set(edit.asset, {
        amount: edit.amount ?? holding.amount,
        frozen: edit.frozen ?? holding.frozen,
      });
      return;
    }
    case 'global': {
      const creator = state.appCreator(edit.app);
      const params = creator === undefined ? undefined : state.account(creator)?.createdApps.get(edit.app);
      if (creator === undefined || params === undefined)
        throw new TxnRuleError(`application ${edit.app} does not exist`);
      const kv = editKeyValues(params.globalState, edit.set, edit.delete, params.globalSchema);
      state.mutable(creator).createdApps.set(edit.app, { ...params, globalState: kv });
      return;
    }
    case 'local': {
      const local = state.account(edit.address)?.appsLocal.get(edit.app);
      if (local === undefined)
        throw new TxnRuleError(`account ${edit.address} has not opted in to application ${edit.app}`);
      const kv = editKeyValues(local.keyValue, edit.set, edit.delete, local.schema);
      state.mutable(edit.address).appsLocal.set(edit.app, { schema: local.schema, keyValue: kv });
      return;
    }
    case 'box':
      return editBox(state, edit);
    case 'box-delete': {
      const key = boxKey(edit.app, edit.name);
      const old = state.boxValue(key);
      if (old === undefined) throw new TxnRuleError(`box not found`);
      state.setBox(key, undefined);
      const owner = state.mutable(algosdk.getApplicationAddress(edit.app).toString());
      owner.totalBoxes -= 1n;
      owner.totalBoxBytes -= BigInt(edit.name.length + old.length);
      return;
    }
    case 'unlocked':
      return;
  }
}

function editKeyValues(
  current: TealKeyValue,
  set: readonly EditEntry[],
  remove: readonly Uint8Array[],
  schema: { numUint: number; numByteSlice: number },
): Map<string, TealValue> {
  const kv = new Map(current);
  for (const key of remove) kv.delete(latin1(key));
  for (const { key, value } of set) {
    if (key.length > MAX_KEY_LEN)
      throw new TxnRuleError(`key too long: length was ${key.length}, maximum is ${MAX_KEY_LEN}`);
    if (value.type === 1) {
      if (value.bytes.length > MAX_VALUE_LEN)
        throw new TxnRuleError(`value too long for key 0x${hex(key)}: length was ${value.bytes.length}`);
      if (key.length + value.bytes.length > MAX_KEY_VALUE_LEN)
        throw new TxnRuleError(
          `key/value total too long for key 0x${hex(key)}: sum was ${key.length + value.bytes.length}`,
        );
    }
    kv.set(latin1(key), value);
  }
  try {
    checkSchemaCounts(kv, schema);
  } catch (err) {
    throw new TxnRuleError((err as Error).message);
  }
  return kv;
}

/** Creates or resizes the box (`size`: zero-filled, keeping what fits), then writes `bytes` at `offset`. */
function editBox(state: StateDelta, edit: Extract<SandboxEdit, { kind: 'box' }>): void {
  if (state.appCreator(edit.app) === undefined)
    throw new TxnRuleError(`application ${edit.app} does not exist`);
  if (edit.name.length === 0 || edit.name.length > MAX_KEY_LEN)
    throw new TxnRuleError(`box names must be 1 to ${MAX_KEY_LEN} bytes`);
  const key = boxKey(edit.app, edit.name);
  const old = state.boxValue(key);
  let value = old;
  if (edit.size !== undefined) {
    if (edit.size > MAX_BOX_SIZE) throw new TxnRuleError(`box size ${edit.size} is over ${MAX_BOX_SIZE}`);
    value = new Uint8Array(edit.size);
    if (old !== undefined) value.set(old.subarray(0, edit.size));
  }
  if (value === undefined) throw new TxnRuleError('box not found');
  if (edit.offset + edit.bytes.length > value.length)
    throw new TxnRuleError(
      `replacement end ${edit.offset + edit.bytes.length} beyond length: ${value.length}`,
    );
  if (value === old) value = new Uint8Array(old);
  value.set(edit.bytes, edit.offset);
  state.setBox(key, value);
  const owner = state.mutable(algosdk.getApplicationAddress(edit.app).toString());
  if (old === undefined) owner.totalBoxes += 1n;
  owner.totalBoxBytes += BigInt(value.length - (old?.length ?? -edit.name.length));
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}
