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
}

/** `query`, and the queries its answer (of type T, as the page reads it) leads the page to ask for. */
export function followedBy<T>(query: RouteQuery, next: (answer: T) => readonly RouteQuery[]): RouteQuery {
  return { ...query, followUps: (answer) => next(answer as T) };
}

/**
 * A route's data declaration: the queries its page asks for first, given only the URL. Started with
 * the route's code as soon as the URL is known (`prefetchRoute`), so the page finds them in the
 * cache, fetched or in flight, under the keys it uses, and nothing is asked twice. Queries whose
 * arguments come from another query's answer (an asset's params for a row) follow that query
 * (`followUps`), so they too start before the page renders.
 */
export type RouteQueries = (context: RouteQueryContext) => readonly RouteQuery[];
