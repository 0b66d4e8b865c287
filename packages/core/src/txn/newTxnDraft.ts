import { emptyTxnDraft } from './emptyTxnDraft';
import type { TxnDraft, TxnDraftType } from './TxnDraft';

/** What a new application's approval program starts as in the TEAL editor. */
export const NEW_APPROVAL_TEAL = '#pragma version 10\n';
/** What a new application's clear-state program starts as: it approves. */
export const NEW_CLEAR_TEAL = '#pragma version 10\nint 1\n';

/**
 * A transaction the person adds or switches to: empty, except that an application call starts with
 * its programs as TEAL (as Lora's and Remix's editors do), not as base64 bytes. `emptyTxnDraft` stays
 * the bare shape saved drafts are read against, so a draft saved with bytes is not turned into TEAL.
 */
export function newTxnDraft(type: TxnDraftType, sender = ''): TxnDraft {
  const draft = emptyTxnDraft(type, sender);
  return draft.type === 'appl'
    ? { ...draft, approvalTeal: NEW_APPROVAL_TEAL, clearTeal: NEW_CLEAR_TEAL }
    : draft;
}
