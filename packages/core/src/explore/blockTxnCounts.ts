import type { BlockHeaderView } from './BlockView';

/**
 * Headers with each block's transaction count (`txnCount`), from the ledger's running counter: a
 * block's count is its counter less the block before it. `headers` are in any order and include
 * the block below the oldest one wanted, which is itself left out; a block without the one below
 * it, or without counters (a network before the counter), gets no count. The counter counts inner
 * transactions too, as the ledger does.
 */
export function blockTxnCounts(headers: readonly BlockHeaderView[], oldest: bigint): BlockHeaderView[] {
  const counter = new Map(headers.map((h) => [h.round, h.txnCounter]));
  return headers
    .filter((h) => h.round >= oldest)
    .sort((a, b) => (a.round < b.round ? 1 : -1))
    .map((h) => {
      // The genesis block holds no transactions; its counter is where the network starts counting
      // (1000 on current protocols, so the first created asset or app is 1001).
      if (h.round === 0n) return { ...h, txnCount: 0n };
      const below = counter.get(h.round - 1n);
      if (h.txnCounter === undefined || below === undefined || h.txnCounter < below) return h;
      return { ...h, txnCount: h.txnCounter - below };
    });
}
