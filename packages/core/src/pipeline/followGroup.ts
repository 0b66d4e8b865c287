import type algosdk from 'algosdk';
import type { ConfirmationTimeoutError } from '../catalogue/ConfirmationTimeoutError';
import type { NodeRejectionError } from '../catalogue/NodeRejectionError';
import { judgeConfirmation } from '../compose/judgeConfirmation';
import { emitSendEvent } from './sendEvents';
import type { SentGroup } from './sendGroup';

export interface FollowProgress {
  /** The node's round now. */
  round: bigint;
  /** Rounds since the send. */
  waited: bigint;
  /** Rounds this follow waits before asking whether to keep waiting. */
  max: bigint;
}

/** What a committed transaction created, read from the node's confirmation. */
export interface CreatedIds {
  /** 1-based. */
  position: number;
  txid: string;
  assetId?: bigint;
  appId?: bigint;
}

/** The last log a committed transaction wrote: where an ARC-4 method's return value is. */
export interface LastLog {
  /** 1-based. */
  position: number;
  log: Uint8Array;
}

export type FollowResult =
  | { kind: 'committed'; round: bigint; created: CreatedIds[]; lastLogs: LastLog[] }
  | { kind: 'rejected'; error: NodeRejectionError }
  /** `canKeepWaiting` is false once the node is past the group's last valid round. */
  | { kind: 'notConfirmed'; error: ConfirmationTimeoutError; canKeepWaiting: boolean; waited: bigint };

export interface FollowOptions {
  /** Rounds to wait (counted from the send) before answering notConfirmed. */
  maxRounds: bigint;
  onProgress?: (progress: FollowProgress) => void;
  signal?: AbortSignal;
}

/**
 * Follows a sent group round by round until it is in a block, the pool drops it, or `maxRounds`
 * pass. "Keep waiting" is calling it again with a larger `maxRounds`. A group commits atomically,
 * so the first transaction's record tells for all; the created ids and last logs are read for every
 * position.
 * An abort rejects with the signal's reason.
 */
export async function followGroup(
  algod: algosdk.Algodv2,
  sent: SentGroup,
  options: FollowOptions,
): Promise<FollowResult> {
  const watch = { ...sent, maxRounds: options.maxRounds };
  for (;;) {
    options.signal?.throwIfAborted();
    const [pending, status] = await Promise.all([
      algod.pendingTransactionInformation(sent.txids[0] ?? '').do(),
      algod.status().do(),
    ]);
    options.signal?.throwIfAborted();
    const verdict = judgeConfirmation(
      watch,
      {
        ...(pending.confirmedRound !== undefined && { confirmedRound: pending.confirmedRound }),
        ...(pending.poolError !== '' && { poolError: pending.poolError }),
      },
      status.lastRound,
    );
    const waited = status.lastRound - sent.sentAtRound;
    if (verdict.kind === 'committed') {
      emitSendEvent({ kind: 'committed', txids: sent.txids, round: verdict.round });
      return { kind: 'committed', round: verdict.round, ...(await confirmations(algod, sent.txids)) };
    }
    if (verdict.kind === 'rejected') {
      emitSendEvent({ kind: 'failed', txids: sent.txids, message: verdict.error.message });
      return verdict;
    }
    if (verdict.kind === 'notConfirmed') {
      // Past its last valid round the group can never land: that is its outcome.
      if (!verdict.canKeepWaiting)
        emitSendEvent({ kind: 'failed', txids: sent.txids, message: verdict.error.message });
      return { ...verdict, waited: waited < 0n ? 0n : waited };
    }
    options.onProgress?.({ round: status.lastRound, waited, max: options.maxRounds });
    await algod.statusAfterBlock(status.lastRound).do();
  }
}

/** What each committed transaction's confirmation tells: the ids it created, the last log it wrote. */
async function confirmations(
  algod: algosdk.Algodv2,
  txids: readonly string[],
): Promise<{ created: CreatedIds[]; lastLogs: LastLog[] }> {
  const records = await Promise.all(txids.map((txid) => algod.pendingTransactionInformation(txid).do()));
  const created = records.flatMap((r, i) => {
    if (r.assetIndex === undefined && r.applicationIndex === undefined) return [];
    const ids: CreatedIds = { position: i + 1, txid: txids[i] ?? '' };
    if (r.assetIndex !== undefined) ids.assetId = r.assetIndex;
    if (r.applicationIndex !== undefined) ids.appId = r.applicationIndex;
    return [ids];
  });
  const lastLogs = records.flatMap((r, i) => {
    const log = r.logs?.at(-1);
    return log === undefined ? [] : [{ position: i + 1, log }];
  });
  return { created, lastLogs };
}
