import algosdk from 'algosdk';
import type { TxnArgKind } from '../abi/AbiField';
import { ABI_MESSAGES } from '../abi/abiMessages';
import { abiTypeOf } from '../abi/encodeAbiValue';
import { emptyFormValue } from '../abi/emptyFormValue';
import { readAbiValue, readUint } from '../abi/readAbiValue';
import { addressProblem, type FieldReader } from '../txn/FieldReader';
import type { AbiCallDraft } from './AbiCallDraft';
import { argSlot, type ArgSlot } from './argSlots';

/** Field key of the method itself (a spec type that does not parse). */
export const ABI_METHOD_FIELD = 'abiMethod';
/** Field key prefix of the method's arguments: `abiArgs.<index>` or `abiArgs.<index>.<path>`. */
export const ABI_ARGS_FIELD = 'abiArgs';

export const ABI_CALL_MESSAGES = {
  chooseMethod: 'Choose a method (from the spec stored for the app, or one you attach).',
} as const;

/** ARC-4: at most 16 app arguments, so from the 15th encoded argument on they travel as one tuple. */
const MAX_APP_ARGS = 16;

export type RefSlot = Extract<ArgSlot, { kind: 'reference' }>;

/** A reference argument as typed → the account's address or the asset's / app's id, or the problem. */
export function readRef(slot: RefSlot, text: string): { value: string | bigint } | { error: string } {
  const t = text.trim();
  if (t === '') return { error: ABI_MESSAGES.required };
  if (slot.ref === 'account') {
    const problem = addressProblem(t);
    return problem === undefined ? { value: t } : { error: problem };
  }
  const r = readUint(t, 64);
  return typeof r === 'string' ? { error: ABI_MESSAGES.notId } : { value: r };
}

/** The call's argument slots, or undefined when a type in the stored method does not parse. */
export function abiCallSlots(call: AbiCallDraft): ArgSlot[] | undefined {
  try {
    return (call.method?.args ?? []).map((a) => argSlot(a, call));
  } catch {
    return undefined;
  }
}

/** The transaction arguments' types in order: the members the group must hold just before the call. */
export function txnArgKindsOf(call: AbiCallDraft): TxnArgKind[] {
  return (abiCallSlots(call) ?? []).flatMap((s) => (s.kind === 'txn' ? [s.txnType] : []));
}

/** What the call's own lists hold before its reference arguments are placed in them. */
export interface AbiCallLists {
  sender: string;
  appId: bigint;
  accounts: string[];
  foreignApps: bigint[];
  foreignAssets: bigint[];
}

/** The encoded call: its app arguments, and its lists with the reference arguments placed. */
export type EncodedAbiCall = Omit<AbiCallLists, 'sender' | 'appId'> & { appArgs: Uint8Array[] };

/** ARC-4's index of a reference: an existing entry's, else appended; `zero` is the one index 0 names. */
function placeIn<T>(list: T[], value: T, zero?: T): number {
  if (zero !== undefined && value === zero) return 0;
  const offset = zero === undefined ? 0 : 1;
  const at = list.indexOf(value);
  if (at >= 0) return at + offset;
  list.push(value);
  return list.length - 1 + offset;
}

/**
 * An ABI method call as typed → its application arguments (the method selector, then each value
 * ABI-encoded, reference arguments as uint8 indexes into the foreign arrays, and from the 15th on
 * one tuple), as ARC-4 lays them out and as algosdk's AtomicTransactionComposer.addMethodCall
 * does (index 0 of accounts is the sender, of apps the called app; an entry already listed is
 * reused). Transaction arguments encode nothing: they are the members before the call. Every bad
 * argument is failed at `abiArgs.<i>[.<path>]`.
 */
export function readAbiCall(
  r: FieldReader,
  call: AbiCallDraft,
  lists: AbiCallLists,
): EncodedAbiCall | undefined {
  if (call.method === undefined) return r.fail(ABI_METHOD_FIELD, ABI_CALL_MESSAGES.chooseMethod);
  const slots = abiCallSlots(call);
  let selector: Uint8Array | undefined;
  try {
    selector = algosdk.ABIMethod.fromSignature(call.method.signature).getSelector();
  } catch {
    selector = undefined;
  }
  if (slots === undefined || selector === undefined)
    return r.fail(ABI_METHOD_FIELD, ABI_MESSAGES.unknownType(call.method.signature));
  const accounts = [...lists.accounts];
  const foreignApps = [...lists.foreignApps];
  const foreignAssets = [...lists.foreignAssets];
  const types: algosdk.ABIType[] = [];
  const values: algosdk.ABIValue[] = [];
  const uint8 = algosdk.ABIType.from('uint8');
  slots.forEach((slot, i) => {
    const input = call.inputs[i] ?? null;
    const key = `${ABI_ARGS_FIELD}.${i}`;
    if (slot.kind === 'txn') return;
    if (slot.kind === 'value') {
      const read = readAbiValue(
        slot.field,
        input?.kind === 'value' ? input.value : emptyFormValue(slot.field),
      );
      if (!read.ok) {
        for (const [path, message] of Object.entries(read.errors))
          r.fail(path === '' ? key : `${key}.${path}`, message);
        return;
      }
      types.push(abiTypeOf(slot.field));
      values.push(read.value);
      return;
    }
    const ref = readRef(slot, input?.kind === 'ref' ? input.text : '');
    if ('error' in ref) {
      r.fail(key, ref.error);
      return;
    }
    const index =
      slot.ref === 'account'
        ? placeIn(accounts, ref.value as string, lists.sender)
        : slot.ref === 'application'
          ? placeIn(foreignApps, ref.value as bigint, lists.appId)
          : placeIn(foreignAssets, ref.value as bigint);
    types.push(uint8);
    values.push(index);
  });
  if (!r.ok) return undefined;
  if (types.length > MAX_APP_ARGS - 1) {
    const rest = new algosdk.ABITupleType(types.splice(MAX_APP_ARGS - 2));
    types.push(rest);
    values.push(values.splice(MAX_APP_ARGS - 2));
  }
  const appArgs = [selector, ...types.map((t, i) => t.encode(values[i] as algosdk.ABIValue))];
  return { appArgs, accounts, foreignApps, foreignAssets };
}
