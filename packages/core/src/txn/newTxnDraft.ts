import { emptyTxnDraft } from './emptyTxnDraft';
import { EMPTY_ABI_CALL } from '../contracts/AbiCallDraft';
import type { ApplDraft, TxnDraft, TxnDraftType } from './TxnDraft';

/** What the studio's type pickers offer: every transaction type, and an app call made as an ABI method call. */
export type TxnKind = TxnDraftType | 'abi';

/** What a new application's approval program starts as in the TEAL editor. */
export const NEW_APPROVAL_TEAL = '#pragma version 10\n';
/** What a new application's clear-state program starts as: it approves. */
export const NEW_CLEAR_TEAL = '#pragma version 10\nint 1\n';

/**
 * A transaction the person adds or switches to: empty, except that an application call starts with
 * its programs as TEAL (an ABI method call with no method chosen yet) (as Lora's and Remix's editors do), not as base64 bytes. `emptyTxnDraft` stays
 * the bare shape saved drafts are read against, so a draft saved with bytes is not turned into TEAL.
 */
export function newTxnDraft(kind: TxnKind, sender = ''): TxnDraft {
  // An ABI method call is an application call on an app that exists: no programs to start with.
  if (kind === 'abi') return { ...(emptyTxnDraft('appl', sender) as ApplDraft), abi: EMPTY_ABI_CALL };
  const draft = emptyTxnDraft(kind, sender);
  return draft.type === 'appl'
    ? { ...draft, approvalTeal: NEW_APPROVAL_TEAL, clearTeal: NEW_CLEAR_TEAL }
    : draft;
}
