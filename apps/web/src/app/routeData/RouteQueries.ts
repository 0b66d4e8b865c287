import type { EarlyNext } from '@sextant/core/http/earlyRequests';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';

/** What a route's data declaration is given: the network, the URL's params and its query string. */
export interface RouteQueryContext {
  profile: NetworkProfile;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Query options as the page passes them to `useQuery` / `useInfiniteQuery` (built by the same
 * factories, so the key is the page's key). An infinite query is told apart by its
 * `initialPageParam`.
 */
export interface RouteQuery {
  queryKey: readonly unknown[];
  initialPageParam?: unknown;
  /**
   * What the page asks for from this query's answer (each row's asset, a program's TEAL), started
   * as soon as the answer arrives rather than after the page has rendered it. Built with
   * `followedBy`; never passed to TanStack.
   */
  followUps?: (answer: unknown) => readonly RouteQuery[];
  /**
   * What the page's HTML may send as soon as this query's one request has answered, before the app
   * has run (the server writes templates of them into the page: `earlyRequests`): the same requests
   * the query function or its follow-ups then ask, which take those answers. Built with
   * `sentEarly`; never passed to TanStack.
   */
  early?: readonly EarlyNext[];
}

/** `query`, and the queries its answer (of type T, as the page reads it) leads the page to ask for. */
export function followedBy<T>(query: RouteQuery, next: (answer: T) => readonly RouteQuery[]): RouteQuery {
  return { ...query, followUps: (answer) => next(answer as T) };
}

/** `query`, whose answer's follow-ups (`next`) the page's HTML sends itself when it sent the query's request. */
export function sentEarly(query: RouteQuery, ...next: EarlyNext[]): RouteQuery {
  return { ...query, early: next };
}

/**
 * Starts a query's function as TanStack would (a fresh signal, its first page): only the server does,
 * while recording the requests it asks (`recordFirstRequests`). Never throws; its promise is ignored.
 */
export function startQueryFunction(query: RouteQuery): void {
  const { queryFn } = query as { queryFn?: (context: unknown) => unknown };
  try {
    const asked = queryFn?.({
      queryKey: query.queryKey,
      signal: new AbortController().signal,
      meta: undefined,
      pageParam: query.initialPageParam,
      direction: 'forward',
    });
    if (asked instanceof Promise) asked.catch(() => undefined);
  } catch {
    // A query that cannot start here is asked by the page as usual.
  }
}

/**
 * A route's data declaration: the queries its page asks for first, given only the URL. Started with
 * the route's code as soon as the URL is known (`prefetchRoute`), so the page finds them in the
 * cache, fetched or in flight, under the keys it uses, and nothing is asked twice. Queries whose
 * arguments come from another query's answer (an asset's params for a row) follow that query
 * (`followUps`), so they too start before the page renders.
 */
export type RouteQueries = (context: RouteQueryContext) => readonly RouteQuery[];
