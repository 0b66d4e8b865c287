import type { IdxPage } from '@sextant/core/indexer/indexerModels';
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

/**
 * An indexer list as an infinite query: each "load more" passes the last page's `next-token`;
 * nothing is fetched beyond what a person asked for. Raw items are mapped to views in the query.
 */
export function pagedQuery<Raw, V>(
  queryKey: readonly unknown[],
  fetchPage: (next: string | undefined, signal: AbortSignal) => Promise<IdxPage<Raw>>,
  toView: (raw: Raw) => V,
) {
  return infiniteQueryOptions({
    queryKey,
    retry: retryRead,
    queryFn: async ({ pageParam, signal }): Promise<ViewPage<V>> => {
      const page = await fetchPage(pageParam, signal);
      return {
        items: page.items.map(toView),
        ...(page.nextToken !== undefined && { nextToken: page.nextToken }),
      };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ViewPage<V>) => last.nextToken,
  });
}
