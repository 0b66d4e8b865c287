import algosdk from 'algosdk';
import type { FieldErrors } from './FieldReader';
import { readTxnDraft } from './readTxnDraft';
import type { TxnDraft } from './TxnDraft';

export type BuildResult = { ok: true; txn: algosdk.Transaction } | { ok: false; errors: FieldErrors };

/** Field key for a problem algosdk found that our own rules did not (shown above the form). */
export const FORM_LEVEL_FIELD = '_form';

/** A draft → an algosdk Transaction (fee from the suggested per-byte fee unless flat), or field errors. */
export function buildTransaction(draft: TxnDraft, suggested: algosdk.SuggestedParams): BuildResult {
  const read = readTxnDraft(draft, suggested);
  if (!read.ok) return read;
  try {
    return { ok: true, txn: new algosdk.Transaction(read.params) };
  } catch (e) {
    return { ok: false, errors: { [FORM_LEVEL_FIELD]: e instanceof Error ? e.message : String(e) } };
  }
}
