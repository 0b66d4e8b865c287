import type { ReadOptions } from '@sextant/core/explore/readJson';
import { toBigInt } from '@sextant/core/format/toBigInt';
import type { IdxPage, IdxTransaction } from '@sextant/core/indexer/indexerModels';
import type { TransactionSearchParams } from '@sextant/core/indexer/indexerParams';
import type { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import { PQAwareIndexerReader } from '@sextant/core/explore/PQAwareIndexerReader';
import { newestCursorText, newestFirstPage, txnPlace } from '@sextant/core/indexer/newestFirstPage';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, filteredQuery, type PagedOptions, type ViewPage } from './pagedQuery';
import { retryRead } from './retryRead';

/** The round filters a transaction list may carry (the rest go to every request unchanged). */
type Filters = Pick<TransactionSearchParams, 'round' | 'min-round' | 'max-round' | 'address'> & object;

/** One indexer request of the list, its filters and page already in `query`. */
export type ReadTransactions<P> = (
  reader: IndexerReader,
  query: P & { limit: number; next?: string },
  options: ReadOptions,
) => Promise<IdxPage<IdxTransaction>>;

const bound = (value: TransactionSearchParams['round']) => (value === undefined ? undefined : BigInt(value));

/**
 * A transaction list, newest first, whichever order the indexer answers in. With an address filter
 * the indexer already returns newest first (as it does an account's own list, `accountQueries`):
 * its own next tokens page it.
 * Any other list it returns oldest first, so pages are read backwards in windows of rounds
 * (`newestFirstPage`), from the indexer's round when the first page was asked (pinned: a new block
 * never shifts a later page) down to the oldest match, within the filters' own round bounds.
 */
export function transactionListQuery<P extends Filters, V>(
  queryKey: readonly unknown[],
  profile: NetworkProfile,
  filters: P,
  read: ReadTransactions<P>,
  toView: (raw: IdxTransaction) => V,
): PagedOptions<V> {
  if (filters.address !== undefined)
    return filteredQuery(queryKey, profile, filters, read, toView) as PagedOptions<V>;
  // The filters' min-round is in the first request's answer (the oldest match), so windows stop there.
  const { round, 'min-round': _min, 'max-round': max, ...rest } = filters;
  return infiniteQueryOptions({
    queryKey,
    retry: retryRead,
    queryFn: async ({ pageParam, signal }): Promise<ViewPage<V>> => {
      const reader = new PQAwareIndexerReader(profile.indexer, profile.algod);
      // The page parameter: the list's oldest round with a match, then where the last page stopped.
      const [floorText, cursorText] = pageParam?.split(':') ?? [];
      const cursor = cursorText === undefined ? undefined : newestCursorText.read(cursorText);
      let floor = floorText === undefined ? 0n : BigInt(floorText);
      let top = bound(round) ?? bound(max) ?? 0n;
      if (cursor === undefined) {
        // One match asked for: the oldest (the indexer's order), so no window need reach below it,
        // and none at all means an empty list. Its answer names the indexer's round too.
        const probe = await read(reader, { ...filters, limit: 1 }, { signal });
        const oldest = probe.items[0];
        if (oldest === undefined) return { items: [] };
        floor = txnPlace(oldest).round;
        const current = toBigInt(probe.currentRound);
        if (top === 0n || top > current) top = current;
      }
      const page = await newestFirstPage(
        (w) =>
          read(
            reader,
            {
              ...(rest as P),
              'min-round': w.min,
              'max-round': w.max,
              limit: w.limit,
              ...(w.next !== undefined && { next: w.next }),
            },
            { signal },
          ),
        txnPlace,
        { size: PAGE_SIZE, top, floor, ...(cursor !== undefined && { cursor }) },
      );
      return {
        items: page.items.map(toView),
        ...(page.next !== undefined && { nextToken: `${floor}:${newestCursorText.write(page.next)}` }),
      };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ViewPage<V>) => last.nextToken,
  }) as PagedOptions<V>;
}
