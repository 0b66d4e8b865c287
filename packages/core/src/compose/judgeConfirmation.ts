import { ConfirmationTimeoutError } from '../catalogue/ConfirmationTimeoutError';
import { NodeRejectionError } from '../catalogue/NodeRejectionError';

/** What algod's pending-transaction endpoint said about the group's first transaction. */
export interface PendingView {
  confirmedRound?: bigint;
  /** Non-empty when the pool dropped the transaction after accepting it. */
  poolError?: string;
}

export interface ConfirmationWatch {
  txids: readonly string[];
  sentAtRound: bigint;
  lastValid: bigint;
  /** How many rounds to wait before asking the person whether to keep waiting. */
  maxRounds: bigint;
}

export type ConfirmationVerdict =
  | { kind: 'committed'; round: bigint }
  | { kind: 'rejected'; error: NodeRejectionError }
  | { kind: 'waiting' }
  /** `canKeepWaiting` is false once the node is past the last valid round: it can never land. */
  | { kind: 'notConfirmed'; error: ConfirmationTimeoutError; canKeepWaiting: boolean };

/**
 * One step of following a sent group to confirmation, given the node's current round and the
 * pending record. Pure, so the screen's polling loop (and its "keep waiting" button, which just
 * raises `maxRounds`) stays trivial.
 */
export function judgeConfirmation(
  watch: ConfirmationWatch,
  pending: PendingView,
  currentRound: bigint,
): ConfirmationVerdict {
  if (pending.confirmedRound !== undefined && pending.confirmedRound > 0n) {
    return { kind: 'committed', round: pending.confirmedRound };
  }
  if (pending.poolError) {
    return {
      kind: 'rejected',
      error: NodeRejectionError.fromNodeMessage(pending.poolError, { txids: watch.txids }),
    };
  }
  const waited = currentRound - watch.sentAtRound;
  const expired = currentRound > watch.lastValid;
  if (waited < watch.maxRounds && !expired) return { kind: 'waiting' };
  const error = new ConfirmationTimeoutError({
    txid: watch.txids[0] ?? '',
    rounds: waited < 0n ? 0n : waited,
    sentAtRound: watch.sentAtRound,
    lastValid: watch.lastValid,
  });
  return { kind: 'notConfirmed', error, canKeepWaiting: error.canStillConfirm(currentRound) };
}
