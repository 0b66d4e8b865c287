import type algosdk from 'algosdk';
import { buildTransaction, type BuildResult } from '../txn/buildTransaction';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { PayDraft } from '../txn/TxnDraft';

export interface PaymentFields {
  sender: string;
  receiver: string;
  amount: string;
  closeRemainderTo?: string;
}

/** The studio's payment draft for these fields (amount in Algos): what "send from it" opens. */
export function paymentTxnDraft(fields: PaymentFields): PayDraft {
  return {
    ...(emptyTxnDraft('pay', fields.sender) as PayDraft),
    receiver: fields.receiver.trim(),
    amount: fields.amount.trim(),
    closeRemainderTo: fields.closeRemainderTo?.trim() ?? '',
  };
}

/**
 * The payment the logic-sig screen sends (funding the contract account, paying out of it), built
 * by the studio's own draft rules so its field errors read the same: amount in Algos.
 */
export function paymentDraft(fields: PaymentFields, suggested: algosdk.SuggestedParams): BuildResult {
  return buildTransaction(paymentTxnDraft(fields), suggested);
}
