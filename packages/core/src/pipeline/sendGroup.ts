import algosdk from 'algosdk';
import { NodeRejectionError } from '../catalogue/NodeRejectionError';
import { nodeMessageOf } from '../compose/nodeMessageOf';
import { formatAmount } from '../format/formatAmount';
import { ALGO_DECIMALS } from '../format/formatAlgos';
import { emitSendEvent, type SentTxnFacts } from './sendEvents';

/** A group the node's pool accepted: what following it to a block needs. */
export interface SentGroup {
  txids: string[];
  /** The node's last round just before the send: rounds waited count from here. */
  sentAtRound: bigint;
  /** The earliest last-valid round of the group: past it, the group can never land. */
  lastValid: bigint;
}

/**
 * Sends signed transactions (one, or a group in order) to algod in one POST. A pool refusal comes
 * back as the catalogue's NodeRejectionError naming the transaction that failed; the node's own
 * text stays on the error. Listeners (sendEvents) hear of each send and each refusal.
 */
export async function sendGroup(algod: algosdk.Algodv2, signed: readonly Uint8Array[]): Promise<SentGroup> {
  const txns = signed.map((b) => algosdk.decodeSignedTransaction(b).txn);
  const txids = txns.map((t) => t.txID());
  const lastValid = txns.reduce((m, t) => (t.lastValid < m ? t.lastValid : m), txns[0]?.lastValid ?? 0n);
  const described = txns.map(factsOf);
  const status = await algod.status().do();
  const joined = new Uint8Array(signed.reduce((n, b) => n + b.length, 0));
  signed.reduce((at, b) => (joined.set(b, at), at + b.length), 0);
  try {
    await algod.sendRawTransaction(joined).do();
  } catch (error) {
    const rejection = NodeRejectionError.fromNodeMessage(
      nodeMessageOf(error),
      { txids, validRounds: txns.map((t) => ({ firstValid: t.firstValid, lastValid: t.lastValid })) },
      error,
    );
    emitSendEvent({ kind: 'failed', txids, message: rejection.message, txns: described });
    throw rejection;
  }
  emitSendEvent({ kind: 'sent', txids, txns: described });
  return { txids, sentAtRound: status.lastRound, lastValid };
}

/** A payment's amount and receiver, a transfer's receiver, a call's app: what a log row shows. */
function factsOf(t: algosdk.Transaction): SentTxnFacts {
  const facts: SentTxnFacts = { type: t.type, sender: t.sender.toString() };
  if (t.payment !== undefined) {
    facts.receiver = t.payment.receiver.toString();
    facts.amount = formatAmount(t.payment.amount, ALGO_DECIMALS);
  }
  if (t.assetTransfer !== undefined) facts.receiver = t.assetTransfer.receiver.toString();
  if (t.applicationCall !== undefined && t.applicationCall.appIndex !== 0n)
    facts.appId = t.applicationCall.appIndex.toString();
  return facts;
}
