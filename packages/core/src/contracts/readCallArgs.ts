import type algosdk from 'algosdk';
import type { AbiFormValue } from '../abi/AbiField';
import { ABI_MESSAGES } from '../abi/abiMessages';
import { emptyFormValue } from '../abi/emptyFormValue';
import { encodeAbiValue } from '../abi/encodeAbiValue';
import { readAbiValue } from '../abi/readAbiValue';
import { buildTransaction } from '../txn/buildTransaction';
import { bytesToHex } from '../txn/decodeBytesText';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { FieldErrors } from '../txn/FieldReader';
import type { TxnDraft, TxnDraftType } from '../txn/TxnDraft';
import type { ArgSlot } from './argSlots';
import type { CallArg } from './buildAppCall';
import { readRef } from './readAbiCall';

/** What a person typed for one method argument (plain JSON: it is saved with the lab's draft). */
export type ArgInput =
  | { kind: 'value'; value: AbiFormValue; defaultFrom?: string }
  | { kind: 'ref'; text: string; defaultFrom?: string }
  | { kind: 'txn'; draft: TxnDraft };

export function emptyArgInput(slot: ArgSlot, sender = ''): ArgInput {
  if (slot.kind === 'value') return { kind: 'value', value: emptyFormValue(slot.field) };
  if (slot.kind === 'reference') return { kind: 'ref', text: '' };
  const type: TxnDraftType = slot.txnType === 'txn' ? 'pay' : slot.txnType;
  return { kind: 'txn', draft: emptyTxnDraft(type, sender) };
}

export type ReadArgsResult =
  | { ok: true; args: CallArg[] }
  | {
      ok: false;
      /** `${arg}` or `${arg}.${path}` → message. */
      errors: Record<string, string>;
      /** Field errors of transaction arguments, by argument index. */
      txnErrors: Record<number, FieldErrors>;
    };

/**
 * The inputs of a method's arguments → what buildAppCall takes, or every problem where it is.
 * Transaction arguments are built with the studio's own reader (the same rules as compose), and
 * must be of the type the method names (`txn` takes any). A transaction argument not yet edited
 * is read as the form shows it: sent by the call's `sender`.
 */
export function readCallArgs(
  slots: readonly ArgSlot[],
  inputs: readonly (ArgInput | undefined)[],
  suggested: algosdk.SuggestedParams | undefined,
  sender = '',
): ReadArgsResult {
  const errors: Record<string, string> = {};
  const txnErrors: Record<number, FieldErrors> = {};
  const args: CallArg[] = [];
  slots.forEach((slot, i) => {
    const input = inputs[i] ?? emptyArgInput(slot, sender);
    if (slot.kind === 'value') {
      const r =
        input.kind === 'value'
          ? readAbiValue(slot.field, input.value)
          : readAbiValue(slot.field, emptyFormValue(slot.field));
      if (r.ok) args.push({ value: r.value });
      else
        for (const [path, message] of Object.entries(r.errors))
          errors[path === '' ? String(i) : `${i}.${path}`] = message;
      return;
    }
    if (slot.kind === 'reference') {
      const r = readRef(slot, input.kind === 'ref' ? input.text : '');
      if ('error' in r) errors[String(i)] = r.error;
      else args.push({ value: r.value });
      return;
    }
    if (input.kind !== 'txn' || suggested === undefined) {
      errors[String(i)] = ABI_MESSAGES.required;
      return;
    }
    const built = buildTransaction(input.draft, suggested);
    if (built.ok) args.push({ txn: built.txn });
    else txnErrors[i] = built.errors;
  });
  return Object.keys(errors).length === 0 && Object.keys(txnErrors).length === 0
    ? { ok: true, args }
    : { ok: false, errors, txnErrors };
}

/** Each value argument's ABI encoding as hex (references and transactions have none of their own). */
export function encodedArgs(slots: readonly ArgSlot[], args: readonly CallArg[]): (string | undefined)[] {
  return slots.map((slot, i) => {
    const a = args[i];
    if (slot.kind !== 'value' || a === undefined || !('value' in a)) return undefined;
    return bytesToHex(encodeAbiValue(slot.field, a.value));
  });
}
