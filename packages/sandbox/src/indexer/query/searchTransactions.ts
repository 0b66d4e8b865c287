import type { IndexStore } from '../store/IndexStore';
import type { TxnRow } from '../store/TxnRow';
import { encodeTxnCursor } from './txnCursor';
import type { TxnCursor, TxnFilter } from './TxnFilter';
import { txnPredicate } from './txnPredicate';

export interface TxnSearchResult {
  /** Top-level transactions (or, for `rowsOnly`, the matching rows themselves), in result order. */
  rows: TxnRow[];
  next: string | undefined;
}

function compareKey(row: TxnRow, c: TxnCursor): number {
  return row.round !== c.round ? row.round - c.round : row.intra - c.intra;
}

/** First position in `list` (ascending row positions) whose row is after (round, intra) `c`. */
function firstAfter(
  store: IndexStore,
  list: ArrayLike<number> | undefined,
  length: number,
  c: TxnCursor,
): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const pos = list === undefined ? mid : (list[mid] as number);
    if (compareKey(store.rows[pos] as TxnRow, c) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose row is at or after `c`. */
function firstAtOrAfter(
  store: IndexStore,
  list: ArrayLike<number> | undefined,
  length: number,
  c: TxnCursor,
): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const pos = list === undefined ? mid : (list[mid] as number);
    if (compareKey(store.rows[pos] as TxnRow, c) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Round of the first block whose timestamp satisfies a monotone condition. */
function firstBlockWhere(store: IndexStore, cond: (timestamp: number) => boolean): number | undefined {
  let lo = 0;
  let hi = store.blocks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cond((store.blocks[mid] as { timestamp: number }).timestamp)) hi = mid;
    else lo = mid + 1;
  }
  return store.blocks[lo]?.round;
}

/** The narrowest posting list the filter allows (undefined = every row), or null when nothing can match. */
function candidates(store: IndexStore, f: TxnFilter): number[] | undefined | null {
  if (f.txid !== undefined) {
    const pos = store.byTxid.get(f.txid);
    return pos === undefined ? null : [pos];
  }
  const lists: Array<number[] | undefined> = [];
  if (f.address !== undefined) lists.push(store.byAddress.get(f.address));
  if (f.creatable !== undefined) lists.push(store.byCreatable.get(f.creatable));
  if (f.groupId !== undefined) lists.push(store.byGroup.get(f.groupId));
  if (f.txType !== undefined) lists.push(store.byType.get(f.txType));
  if (lists.length === 0) return undefined;
  let best: number[] | undefined;
  for (const l of lists) {
    if (l === undefined) return null;
    if (best === undefined || l.length < best.length) best = l;
  }
  return best;
}

/**
 * A transaction search as algorand/indexer runs it: rows (inner ones included) are matched, their
 * roots returned once each; oldest first, or newest first when an address is given; the next token
 * resumes after the last root's whole tree (ascending) or before it (descending).
 */
export function searchTransactions(store: IndexStore, f: TxnFilter): TxnSearchResult {
  const list = candidates(store, f);
  if (list === null || f.limit <= 0) return { rows: [], next: undefined };
  const descending = f.address !== undefined;
  const length = list === undefined ? store.rows.length : list.length;
  // Index range [lo, hi) within the candidate list.
  let lo = 0;
  let hi = length;
  if (f.minRound !== undefined)
    lo = Math.max(lo, firstAtOrAfter(store, list, length, { round: f.minRound, intra: 0 }));
  if (f.maxRound !== undefined)
    hi = Math.min(hi, firstAtOrAfter(store, list, length, { round: f.maxRound + 1, intra: 0 }));
  // Block times never decrease (the ledger clamps them), so time bounds narrow the range too.
  if (f.afterTime !== undefined) {
    const b = firstBlockWhere(store, (ts) => ts * 1000 > (f.afterTime as number));
    lo = Math.max(lo, firstAtOrAfter(store, list, length, { round: b ?? Number.MAX_SAFE_INTEGER, intra: 0 }));
  }
  if (f.beforeTime !== undefined) {
    const b = firstBlockWhere(store, (ts) => ts * 1000 >= (f.beforeTime as number));
    if (b !== undefined) hi = Math.min(hi, firstAtOrAfter(store, list, length, { round: b, intra: 0 }));
  }
  if (f.next !== undefined) {
    if (descending) hi = Math.min(hi, firstAtOrAfter(store, list, length, f.next));
    else lo = Math.max(lo, firstAfter(store, list, length, f.next));
  }
  const matches = txnPredicate(store, f);
  const out: TxnRow[] = [];
  const seen = new Set<number>();
  const visit = (i: number): boolean => {
    const row = store.rows[list === undefined ? i : (list[i] as number)] as TxnRow;
    if (!matches(row)) return false;
    if (f.rowsOnly) out.push(row);
    else if (!seen.has(row.rootPos)) {
      seen.add(row.rootPos);
      out.push(store.rows[row.rootPos] as TxnRow);
    }
    return out.length >= f.limit;
  };
  if (descending) {
    for (let i = hi - 1; i >= lo; i--) if (visit(i)) break;
  } else {
    for (let i = lo; i < hi; i++) if (visit(i)) break;
  }
  const last = out[out.length - 1];
  if (last === undefined) return { rows: out, next: undefined };
  const intra = f.rowsOnly || descending ? last.intra : (store.rows[last.endPos] as TxnRow).intra;
  return { rows: out, next: encodeTxnCursor({ round: last.round, intra }) };
}
