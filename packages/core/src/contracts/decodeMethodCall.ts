import algosdk from 'algosdk';
import { abiValueText } from '../abi/displayAbiValue';
import { abiTypeOf } from '../abi/encodeAbiValue';
import { type ArgSlot, argSlots, returnField } from './argSlots';
import type { ContractSpec, SpecMethod } from './ContractSpec';
import { decodeReturnValue, type ReturnRead } from './decodeReturnValue';
import { methodBySelector } from './methodBySelector';

/** An app call as the chain has it: what an ARC-4 method call is read from. */
export interface CommittedAppCall {
  appId: bigint;
  sender: string;
  appArgs: readonly Uint8Array[];
  accounts: readonly string[];
  foreignApps: readonly bigint[];
  foreignAssets: readonly bigint[];
  logs: readonly Uint8Array[];
}

/** One argument of a decoded call, as the page shows it. */
export type DecodedCallArg = { name: string; type: string } & (
  | { kind: 'value'; text: string }
  /** An account, application or asset reference, resolved through the call's lists. */
  | { kind: 'reference'; text: string }
  /** A transaction argument: the group's member just before the call (not in the app arguments). */
  | { kind: 'txn' }
  | { kind: 'undecodable'; why: string }
);

export interface DecodedMethodCall {
  method: SpecMethod;
  args: DecodedCallArg[];
  /** The return value, read from the last log (ARC-4); `void` for a method that returns nothing. */
  returned: ReturnRead;
  /** The return value as text, when it decoded. */
  returnText?: string;
}

/** ARC-4: at most 15 app arguments, the selector first; a 16th argument on packs the rest into a tuple. */
const MAX_SEPARATE = 14;

function referenceText(slot: Extract<ArgSlot, { kind: 'reference' }>, index: number, call: CommittedAppCall) {
  if (slot.ref === 'account') return index === 0 ? call.sender : call.accounts[index - 1];
  if (slot.ref === 'application') return (index === 0 ? call.appId : call.foreignApps[index - 1])?.toString();
  return call.foreignAssets[index]?.toString();
}

/**
 * An app call read by its app's spec (ARC-4): the method its first argument selects, each argument
 * decoded by its type (references resolved through the call's lists, as the AVM resolves them), and
 * the return value from the last log. Undefined when no method of the spec has that selector.
 */
export function decodeMethodCall(spec: ContractSpec, call: CommittedAppCall): DecodedMethodCall | undefined {
  const method = methodBySelector(spec, call.appArgs[0]);
  if (method === undefined) return undefined;
  const slots = argSlots(method, spec);
  const encoded = slots.filter((s) => s.kind !== 'txn');
  // The bytes of each encoded argument: its own app argument, or its member of the packed tuple.
  const packed = encoded.length > MAX_SEPARATE + 1 ? encoded.slice(MAX_SEPARATE) : [];
  let tupleValues: algosdk.ABIValue[] | undefined;
  let tupleProblem: string | undefined;
  if (packed.length > 0) {
    try {
      const types = packed.map((s) => (s.kind === 'value' ? abiTypeOf(s.field) : new algosdk.ABIUintType(8)));
      tupleValues = new algosdk.ABITupleType(types).decode(
        (call.appArgs[MAX_SEPARATE + 1] ?? new Uint8Array()).slice(),
      ) as algosdk.ABIValue[];
    } catch (e) {
      tupleProblem = e instanceof Error ? e.message : String(e);
    }
  }
  const args = slots.map((slot): DecodedCallArg => {
    const head = { name: slot.arg.name, type: slot.arg.type };
    if (slot.kind === 'txn') return { ...head, kind: 'txn' };
    const at = encoded.indexOf(slot);
    let value: algosdk.ABIValue;
    try {
      if (packed.length > 0 && at >= MAX_SEPARATE) {
        if (tupleValues === undefined) throw new Error(tupleProblem ?? 'no packed arguments');
        value = tupleValues[at - MAX_SEPARATE] as algosdk.ABIValue;
      } else {
        const bytes = call.appArgs[at + 1];
        if (bytes === undefined) throw new Error('the call has no such app argument');
        const type = slot.kind === 'value' ? abiTypeOf(slot.field) : new algosdk.ABIUintType(8);
        value = type.decode(bytes.slice());
      }
    } catch (e) {
      return { ...head, kind: 'undecodable', why: e instanceof Error ? e.message : String(e) };
    }
    if (slot.kind === 'value') return { ...head, kind: 'value', text: abiValueText(slot.field, value) };
    const text = referenceText(slot, Number(value), call);
    return text === undefined
      ? { ...head, kind: 'undecodable', why: `index ${String(value)} is past the call's ${slot.ref} list` }
      : { ...head, kind: 'reference', text };
  });
  const field = returnField(method, spec);
  const returned = decodeReturnValue(field, call.logs);
  return {
    method,
    args,
    returned,
    ...(returned.kind === 'value' &&
      field !== undefined && { returnText: abiValueText(field, returned.value) }),
  };
}
