import { toBigInt } from '../format/toBigInt';
import type { IdxPage, IdxTransaction } from './indexerModels';

/**
 * Where a newest-first list goes on: below `round`, after the `seen` newest transactions of that
 * round already shown. `width` is how many rounds the last window needed (the next page starts there).
 */
export interface NewestCursor {
  round: bigint;
  seen: number;
  width: bigint;
}

/** One indexer request for up to `limit` transactions in rounds `min`..`max` (in its own order: either way). */
export type ReadRounds<T> = (window: {
  min: bigint;
  max: bigint;
  limit: number;
  next?: string;
}) => Promise<IdxPage<T>>;

export interface NewestFirstRequest {
  size: number;
  /** The newest round the list may show (the first page's pin: the indexer's round or the filter's max). */
  top: bigint;
  /** The oldest round the list may show (a filter's min-round, else 0). */
  floor: bigint;
  cursor?: NewestCursor;
  /** The most one request asks for (the indexer's own cap is 1000). */
  limit?: number;
}

export interface NewestFirstPage<T> {
  items: T[];
  /** Undefined on the last page. */
  next?: NewestCursor;
}

/** A transaction's place in the ledger: its round and its offset within the round. */
export function txnPlace(raw: IdxTransaction): { round: bigint; intra: bigint } {
  return { round: toBigInt(raw['confirmed-round']), intra: toBigInt(raw['intra-round-offset']) };
}

const newestFirst =
  <T>(place: (t: T) => { round: bigint; intra: bigint }) =>
  (a: T, b: T) => {
    const pa = place(a);
    const pb = place(b);
    if (pa.round !== pb.round) return pa.round > pb.round ? -1 : 1;
    return pa.intra === pb.intra ? 0 : pa.intra > pb.intra ? -1 : 1;
  };

/**
 * Every transaction in rounds `min`..`max`, newest first, and the oldest round it covers: a window
 * whose first answer is a full page (and more) is halved from below first, so one page of the
 * list never drags a busy network's thousands of older transactions along. A single round is read
 * whole, through the indexer's next tokens.
 */
async function readWindow<T>(
  read: ReadRounds<T>,
  place: (t: T) => { round: bigint; intra: bigint },
  min: bigint,
  max: bigint,
  limit: number,
): Promise<{ items: T[]; min: bigint }> {
  let lo = min;
  for (;;) {
    const first = await read({ min: lo, max, limit });
    const full = first.nextToken !== undefined && first.items.length >= limit;
    if (full && lo < max) {
      // Keep the newer half: the rounds below are the next window's.
      lo = max - (max - lo) / 2n;
      continue;
    }
    const items = [...first.items];
    let token = full ? first.nextToken : undefined;
    while (token !== undefined) {
      const more = await read({ min: lo, max, limit, next: token });
      items.push(...more.items);
      token = more.items.length >= limit ? more.nextToken : undefined;
    }
    return { items: items.sort(newestFirst(place)), min: lo };
  }
}

/**
 * One page of an indexer transaction list, newest first, for lists the indexer itself returns
 * oldest first (a search without an address, an asset's or an application's transactions). The
 * indexer pages only forward, so each page reads windows of rounds going back from the cursor —
 * one round, then four times wider each time until the page is full — and keeps its place as
 * (round, how many of that round were shown). Committed rounds never change and the first page
 * pins the top round, so pages neither repeat nor skip a transaction however many blocks arrive.
 */
export async function newestFirstPage<T>(
  read: ReadRounds<T>,
  place: (t: T) => { round: bigint; intra: bigint },
  { size, top, floor: min, cursor, limit = 1000 }: NewestFirstRequest,
): Promise<NewestFirstPage<T>> {
  const found: T[] = [];
  // The genesis round holds no transactions, and the indexer reads a 0 bound as no bound at all.
  const floor = min > 1n ? min : 1n;
  let hi = cursor?.round ?? top;
  if (hi < floor) return { items: [] };
  let width = cursor?.width ?? 1n;
  let skip = cursor?.seen ?? 0;
  for (;;) {
    const lo = hi - floor + 1n > width ? hi - width + 1n : floor;
    const window = await readWindow(read, place, lo, hi, limit);
    // The cursor's round: its newest `seen` were on the last page.
    found.push(...window.items.filter((t) => place(t).round !== cursor?.round || skip-- <= 0));
    width = hi - window.min + 1n;
    if (found.length > size || window.min <= floor) break;
    hi = window.min - 1n;
    width *= 4n;
  }
  const items = found.slice(0, size);
  const last = items.at(-1);
  if (found.length <= size || last === undefined) return { items };
  const round = place(last).round;
  const shownBefore = round === cursor?.round ? cursor.seen : 0;
  const seen = shownBefore + items.filter((t) => place(t).round === round).length;
  return { items, next: { round, seen, width } };
}

/** A cursor as the text a query's page parameter holds (`round.seen.width`), and back. */
export const newestCursorText = {
  write: (c: NewestCursor) => `${c.round}.${c.seen}.${c.width}`,
  read: (text: string): NewestCursor | undefined => {
    const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(text);
    if (m === null) return undefined;
    return { round: BigInt(m[1]!), seen: Number(m[2]), width: BigInt(m[3]!) };
  },
};
