import type algosdk from 'algosdk';
import { buildTransaction, type BuildResult } from '../txn/buildTransaction';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraft } from '../txn/TxnDraft';

/**
 * The payment the logic-sig screen sends (funding the contract account, paying out of it), built
 * by the studio's own draft rules so its field errors read the same: amount in Algos.
 */
export function paymentDraft(
  fields: { sender: string; receiver: string; amount: string; closeRemainderTo?: string },
  suggested: algosdk.SuggestedParams,
): BuildResult {
  const draft = {
    ...emptyTxnDraft('pay', fields.sender),
    receiver: fields.receiver.trim(),
    amount: fields.amount.trim(),
    closeRemainderTo: fields.closeRemainderTo?.trim() ?? '',
  } as TxnDraft;
  return buildTransaction(draft, suggested);
}
