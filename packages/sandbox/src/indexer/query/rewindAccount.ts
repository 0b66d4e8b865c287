import type { IndexStore } from '../store/IndexStore';
import type { TxnRow } from '../store/TxnRow';

export interface Balances {
  amount: bigint;
  /** asset id → amount */
  assets: Map<bigint, bigint>;
}

function isSet(a: { publicKey: Uint8Array } | undefined): boolean {
  return a !== undefined && a.publicKey.some((b) => b !== 0);
}

/**
 * An account's algos and asset amounts as they were after `round`, undoing every later transaction
 * that touched it (the indexer's AccountAtRound, extended to inner transactions and app calls'
 * fees, which it refuses). Rewards earned later are undone from the apply data.
 */
export function rewindBalances(store: IndexStore, address: string, round: number, now: Balances): Balances {
  let amount = now.amount;
  const assets = new Map(now.assets);
  const bump = (id: bigint, d: bigint): void => {
    assets.set(id, (assets.get(id) ?? 0n) + d);
  };
  const posting = store.byAddress.get(address) ?? [];
  for (let i = posting.length - 1; i >= 0; i--) {
    const row = store.rows[posting[i] as number] as TxnRow;
    if (row.round <= round) break;
    const stxn = store.stxn(row);
    const txn = stxn.signedTxn.txn;
    const ad = stxn.applyData;
    const isSender = row.sender === address;
    if (isSender) amount += txn.fee - (ad.senderRewards ?? 0n);
    const p = txn.payment;
    if (p !== undefined) {
      if (isSender) amount += p.amount;
      if (row.receiver === address) amount -= p.amount + (ad.receiverRewards ?? 0n);
      if (row.closeTo === address) amount -= (ad.closingAmount ?? 0n) + (ad.closeRewards ?? 0n);
      else if (isSender && isSet(p.closeRemainderTo)) amount += ad.closingAmount ?? 0n;
    }
    const t = txn.assetTransfer;
    if (t !== undefined) {
      const from = row.assetSender ?? row.sender;
      if (from === address) bump(t.assetIndex, t.amount);
      if (isSender && isSet(t.closeRemainderTo)) bump(t.assetIndex, ad.assetClosingAmount ?? 0n);
      if (row.receiver === address) bump(t.assetIndex, -t.amount);
      if (row.assetCloseTo === address) bump(t.assetIndex, -(ad.assetClosingAmount ?? 0n));
    }
    const c = txn.assetConfig;
    if (c !== undefined && c.assetIndex === 0n && isSender) bump(row.creatable, -c.total);
  }
  for (const [id, v] of assets) if (v < 0n) assets.set(id, 0n);
  return { amount: amount < 0n ? 0n : amount, assets };
}
