import { isOffReadyPath } from '../queries/offReadyPath';
import { markAwaitingPage } from '../queries/prefetchFreshness';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteQuery } from './RouteQueries';

/**
 * Puts a route's declared queries in the cache: fetched, or joined when already in flight, and left
 * alone while fresh; each query's follow-ups start as soon as its answer is in. The page's
 * `useQuery` on the same keys then shows the answers without asking. Settles once every query on
 * the ready path and its follow-ups have (one off it, `offReadyPath`, is started, not waited for:
 * it waits for this). `offReadyPath: false` leaves those out (the server's drawing of a first screen,
 * which the page hydrates before they have started).
 */
export function prefetchRouteQueries(
  queryClient: QueryClient,
  queries: readonly RouteQuery[],
  { offReadyPath = true }: { offReadyPath?: boolean } = {},
): Promise<void> {
  return Promise.all(
    queries.map(({ followUps, early: _early, ...query }) => {
      if (isOffReadyPath(query)) {
        if (offReadyPath) void prefetchOne(queryClient, query, followUps, offReadyPath);
        return undefined;
      }
      return prefetchOne(queryClient, query, followUps, offReadyPath);
    }),
  ).then(() => undefined);
}

async function prefetchOne(
  queryClient: QueryClient,
  query: Omit<RouteQuery, 'followUps' | 'early'>,
  followUps: RouteQuery['followUps'],
  offReadyPath: boolean,
): Promise<void> {
  // Built by the page's own factories: the options are the page's; only their static type is lost here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const options = query as any;
  await ('initialPageParam' in query
    ? queryClient.prefetchInfiniteQuery(options)
    : queryClient.prefetchQuery(options));
  // Fetched for the page: fresh until the page's first mount, however late its code arrives. Found
  // by its hash: `find` hashes the key once per query in the cache (16 asset reads: ~250 hashes).
  const { queryHash } = queryClient.defaultQueryOptions(options as { queryKey: readonly unknown[] });
  markAwaitingPage(queryHash === undefined ? undefined : queryClient.getQueryCache().get(queryHash));
  const answer: unknown = queryClient.getQueryData(query.queryKey);
  if (followUps !== undefined && answer !== undefined)
    await prefetchRouteQueries(queryClient, followUps(answer), { offReadyPath });
}
