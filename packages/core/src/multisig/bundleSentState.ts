import type algosdk from 'algosdk';

/**
 * Whether a bundle's group was already sent, as the chain tells it: a link opened after the send
 * shows the outcome, not a signing prompt. A group is atomic, so its first transaction answers for
 * all of them.
 */
export type BundleSentState =
  | { kind: 'committed'; txid: string; round: bigint }
  | { kind: 'pending'; txid: string }
  | { kind: 'expired'; lastValid: bigint; round: bigint }
  | { kind: 'open' };

function httpStatus(e: unknown): number | undefined {
  const r = (e as { response?: { status?: unknown } } | null)?.response;
  return typeof r?.status === 'number' ? r.status : undefined;
}

/**
 * Asks algod (which remembers the last 1000 rounds' transactions and its own pool: go
 * daemon/algod/api/server/v2/handlers.go PendingTransactionInformation), then the indexer for an
 * older one; a group never found whose last valid round has passed can no longer be sent (go:
 * data/transactions/transaction.go Alive, "txn dead").
 */
export async function bundleSentState(
  algod: algosdk.Algodv2,
  indexer: algosdk.Indexer | undefined,
  txns: readonly algosdk.Transaction[],
): Promise<BundleSentState> {
  const first = txns[0];
  if (first === undefined) return { kind: 'open' };
  const txid = first.txID();
  try {
    const p = await algod.pendingTransactionInformation(txid).do();
    if (p.confirmedRound !== undefined && p.confirmedRound > 0n)
      return { kind: 'committed', txid, round: p.confirmedRound };
    // still in the pool (a pool error means it left it without being committed)
    if (p.poolError === '') return { kind: 'pending', txid };
  } catch (e) {
    if (httpStatus(e) !== 404) throw e;
  }
  if (indexer !== undefined) {
    try {
      const round = (await indexer.lookupTransactionByID(txid).do()).transaction.confirmedRound;
      if (round !== undefined && round > 0n) return { kind: 'committed', txid, round };
    } catch (e) {
      if (httpStatus(e) !== 404) throw e;
    }
  }
  const round = BigInt((await algod.status().do()).lastRound);
  const lastValid = txns.reduce((min, t) => (t.lastValid < min ? t.lastValid : min), first.lastValid);
  // the next block is round + 1: a group whose last valid round is before it is dead
  if (lastValid <= round) return { kind: 'expired', lastValid, round };
  return { kind: 'open' };
}
