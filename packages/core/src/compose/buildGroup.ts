import algosdk from 'algosdk';
import { GroupSizeError } from '../catalogue/GroupSizeError';
import { buildTransaction, FORM_LEVEL_FIELD } from '../txn/buildTransaction';
import { bytesToBase64 } from '../txn/decodeBytesText';
import type { FieldErrors } from '../txn/FieldReader';
import { abiTxnArgErrors } from './abiTxnArgErrors';
import { COMPOSE_MESSAGES } from './composeMessages';
import type { BuiltGroup, GroupDraft } from './GroupDraft';

export type BuildGroupResult =
  | { ok: true; built: BuiltGroup; txns: algosdk.Transaction[] }
  | {
      ok: false;
      sizeError?: GroupSizeError;
      fieldErrors: Record<string, FieldErrors>;
      /** What only the group shows (a transaction identical to another): no single draft's check finds it. */
      groupError?: string;
    };

/**
 * Validates every draft and, when all are right, builds the transactions and assigns the group id.
 * Field errors are keyed by entry id. The size rule comes first: an empty or oversized group is
 * refused before anything else, with the catalogue's message.
 */
export function buildGroup(group: GroupDraft, suggested: algosdk.SuggestedParams): BuildGroupResult {
  const sizeError = GroupSizeError.check(group.entries.length);
  if (sizeError) return { ok: false, sizeError, fieldErrors: {} };
  const fieldErrors: Record<string, FieldErrors> = {};
  const txns: algosdk.Transaction[] = [];
  const argErrors = abiTxnArgErrors(group.entries);
  for (const entry of group.entries) {
    const r = buildTransaction(entry.draft, suggested);
    const errors = { ...(r.ok ? {} : r.errors), ...argErrors[entry.id] };
    if (r.ok && Object.keys(errors).length === 0) txns.push(r.txn);
    else fieldErrors[entry.id] = errors;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  // Identical transactions share a txid, and a txid is accepted once: a duplicated draft needs a change.
  const txids = txns.map((t) => t.txID());
  let groupError: string | undefined;
  txids.forEach((txid, i) => {
    const first = txids.indexOf(txid);
    const id = group.entries[i]?.id;
    if (first >= i || id === undefined) return;
    const message = COMPOSE_MESSAGES.identical(i + 1, first + 1);
    fieldErrors[id] = { [FORM_LEVEL_FIELD]: message };
    groupError ??= message;
  });
  if (groupError !== undefined) return { ok: false, fieldErrors, groupError };
  // A single transaction needs no group id (goal and wallets send it bare).
  if (txns.length > 1) algosdk.assignGroupID(txns);
  const first = txns[0] as algosdk.Transaction;
  const built: BuiltGroup = {
    txids: txns.map((t) => t.txID()),
    unsigned: txns.map((t) => bytesToBase64(algosdk.encodeUnsignedTransaction(t))),
    lastValid: txns.reduce((min, t) => (t.lastValid < min ? t.lastValid : min), first.lastValid),
  };
  if (first.group !== undefined) built.groupId = bytesToBase64(first.group);
  return { ok: true, built, txns };
}

/** The built transactions back as algosdk objects (for signing). */
export function builtTransactions(built: BuiltGroup): algosdk.Transaction[] {
  return built.unsigned.map((b) => algosdk.decodeUnsignedTransaction(algosdk.base64ToBytes(b)));
}
