import { describe, expect, it } from 'vitest';
import { newestCursorText, newestFirstPage, type NewestCursor, type ReadRounds } from './newestFirstPage';

interface T {
  round: bigint;
  intra: bigint;
}
const place = (t: T) => t;
const name = (t: T) => `${t.round}:${t.intra}`;

/** A ledger with `counts[r]` transactions in round r, read the indexer's way: oldest first, `limit` at a time. */
function ledger(counts: number[], descending = false) {
  // Round 0 (genesis) never holds a transaction.
  const all: T[] = [0, ...counts].flatMap((n, r) =>
    Array.from({ length: n }, (_, i) => ({ round: BigInt(r), intra: BigInt(i) })),
  );
  const asked: string[] = [];
  const read: ReadRounds<T> = ({ min, max, limit, next }) => {
    asked.push(`${min}-${max}${next === undefined ? '' : `@${next}`}`);
    // The indexer reads a 0 bound as none: the pager must never lean on one.
    if (min === 0n || max === 0n) throw new Error('a 0 round bound');
    const inWindow = all.filter((t) => t.round >= min && t.round <= max);
    if (descending) inWindow.reverse();
    const from = next === undefined ? 0 : Number(next);
    const items = inWindow.slice(from, from + limit);
    return Promise.resolve({
      items,
      currentRound: counts.length,
      ...(items.length > 0 && { nextToken: String(from + items.length) }),
    });
  };
  const newest = [...all].reverse().map(name);
  return { read, asked, newest };
}

async function allPages(
  read: ReadRounds<T>,
  top: bigint,
  size: number,
  floor = 0n,
  limit?: number,
): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: NewestCursor | undefined;
  do {
    const page = await newestFirstPage(read, place, {
      size,
      top,
      floor,
      ...(cursor !== undefined && { cursor }),
      ...(limit !== undefined && { limit }),
    });
    pages.push(page.items.map(name));
    cursor = page.next;
  } while (cursor !== undefined && pages.length < 100);
  return pages;
}

describe('newestFirstPage', () => {
  it('pages a quiet ledger newest first with no repeat and no gap, the last page knowing it is last', async () => {
    const counts = [1, 0, 0, 3, 1, 0, 2, 5, 0, 1, 1, 0, 0, 0, 4];
    const { read, newest } = ledger(counts);
    const pages = await allPages(read, 15n, 4);
    expect(pages.map((p) => p.length)).toEqual([4, 4, 4, 4, 2]);
    expect(pages.flat()).toEqual(newest);
  });

  it('splits a round across pages and goes on inside it', async () => {
    const { read, newest } = ledger([2, 9, 3]);
    const pages = await allPages(read, 3n, 5);
    expect(pages).toEqual([newest.slice(0, 5), newest.slice(5, 10), newest.slice(10)]);
    expect(pages[0]).toEqual(['3:2', '3:1', '3:0', '2:8', '2:7']);
  });

  it('gives the same order from an indexer that answers newest first (an address filter)', async () => {
    const { read, newest } = ledger([1, 4, 0, 2, 6], true);
    expect((await allPages(read, 5n, 3)).flat()).toEqual(newest);
  });

  it('stays where it was when blocks arrive after the first page (the top is pinned)', async () => {
    const counts = [3, 3, 3, 3];
    const first = ledger(counts);
    const page1 = await newestFirstPage(first.read, place, { size: 5, top: 4n, floor: 0n });
    const later = ledger([...counts, 7, 7]);
    const page2 = await newestFirstPage(later.read, place, {
      size: 5,
      top: 6n,
      floor: 0n,
      ...(page1.next !== undefined && { cursor: page1.next }),
    });
    expect([...page1.items, ...page2.items].map(name)).toEqual(first.newest.slice(0, 10));
  });

  it('keeps to a round range (min-round and max-round filters)', async () => {
    const { read, newest } = ledger([2, 2, 2, 2, 2, 2]);
    const pages = await allPages(read, 5n, 3, 3n);
    expect(pages.flat()).toEqual(newest.slice(2, 8));
    expect(await newestFirstPage(read, place, { size: 3, top: 2n, floor: 3n })).toEqual({ items: [] });
  });

  it('halves a window that holds more than one request and reads a crowded round through next tokens', async () => {
    const { read, asked, newest } = ledger([5, 5, 5, 5, 5, 5, 5, 12]);
    const pages = await allPages(read, 8n, 4, 0n, 10);
    expect(pages.flat()).toEqual(newest);
    // The crowded round alone: one full answer, then the rest through its token.
    expect(asked.slice(0, 2)).toEqual(['8-8', '8-8@10']);
    // Every request asked for at most a full answer's worth of older rounds.
    expect(asked.every((a) => !/@/.test(a) || a.startsWith('8-8'))).toBe(true);
  });

  it('widens its window four times each step on a ledger of empty rounds', async () => {
    const counts = Array.from({ length: 199 }, (_, i) => (i === 2 ? 1 : 0));
    const { read, asked } = ledger(counts);
    const page = await newestFirstPage(read, place, { size: 4, top: 199n, floor: 0n });
    expect(page.items.map(name)).toEqual(['3:0']);
    expect(page.next).toBeUndefined();
    expect(asked).toEqual(['199-199', '195-198', '179-194', '115-178', '1-114']);
  });
});

describe('newestCursorText', () => {
  it('writes a cursor and reads it back, and refuses anything else', () => {
    const cursor = { round: 18446744073709551615n, seen: 3, width: 16n };
    expect(newestCursorText.read(newestCursorText.write(cursor))).toEqual(cursor);
    expect(newestCursorText.read('abc')).toBeUndefined();
  });
});
