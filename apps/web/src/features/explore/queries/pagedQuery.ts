import type { ReadOptions } from '@sextant/core/explore/readJson';
import type { IdxPage } from '@sextant/core/indexer/indexerModels';
import type { PageParams } from '@sextant/core/indexer/indexerParams';
import type { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import { PQAwareIndexerReader } from '@sextant/core/explore/PQAwareIndexerReader';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { infiniteQueryOptions, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { retryRead } from './retryRead';

/** One page of views and the indexer's token for the next one. */
export interface ViewPage<V> {
  items: V[];
  nextToken?: string;
}

/** A paged list's query options, as `pagedQuery` (or a list paging its own way) builds them. */
export type PagedOptions<V> = UseInfiniteQueryOptions<
  ViewPage<V>,
  Error,
  InfiniteData<ViewPage<V>>,
  readonly unknown[],
  string | undefined
>;

/** How many rows one "load more" asks for. */
export const PAGE_SIZE = 25;

/** One page's size and the last page's token, to spread into the indexer call. */
export type PageQuery = Required<Pick<PageParams, 'limit'>> & PageParams;

/** Asks the indexer for one page: `page` holds the size and the last page's token, to spread into the call. */
export type FetchPage<Raw, Q = PageQuery> = (
  reader: IndexerReader,
  page: Q,
  options: ReadOptions,
) => Promise<IdxPage<Raw>>;

/**
 * An indexer list as an infinite query: each "load more" passes the last page's `next-token`;
 * nothing is fetched beyond what a person asked for. Raw items are mapped to views in the query.
 */
export function pagedQuery<Raw, V>(
  queryKey: readonly unknown[],
  profile: NetworkProfile,
  fetchPage: FetchPage<Raw>,
  toView: (raw: Raw) => V,
) {
  return infiniteQueryOptions({
    queryKey,
    retry: retryRead,
    queryFn: async ({ pageParam, signal }): Promise<ViewPage<V>> => {
      const page = { limit: PAGE_SIZE, ...(pageParam !== undefined && { next: pageParam }) };
      const answer = await fetchPage(new PQAwareIndexerReader(profile.indexer, profile.algod), page, {
        signal,
      });
      // The indexer hands a next token with every non-empty page; a page shorter than asked is the
      // last one, so "Load more" shows only when another page can exist.
      const more = answer.nextToken !== undefined && answer.items.length >= page.limit;
      return {
        items: answer.items.map(toView),
        ...(more && { nextToken: answer.nextToken }),
      };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ViewPage<V>) => last.nextToken,
  });
}

/**
 * An indexer search (or a scoped list with filters) as a paged query: `params` join every page's
 * query. Searches are keyed under `queryKeys.ledger.search`, so any commit refreshes them.
 */
export function filteredQuery<P extends object, Raw, V>(
  queryKey: readonly unknown[],
  profile: NetworkProfile,
  params: P,
  fetchPage: FetchPage<Raw, P & PageQuery>,
  toView: (raw: Raw) => V,
) {
  return pagedQuery(
    queryKey,
    profile,
    (reader, page, options) => fetchPage(reader, { ...params, ...page }, options),
    toView,
  );
}
