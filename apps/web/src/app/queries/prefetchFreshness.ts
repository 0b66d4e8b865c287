import type { Query, QueryCache } from '@tanstack/react-query';

/** How long a reply is fresh once a screen has it: another component mounting on its key reuses it. */
export const FRESH_MS = 2_000;

/**
 * How long a route's prefetched reply waits, fresh, for its page: on a busy machine the page's code
 * can arrive seconds after its data, and the page's first mount must not ask again for what was
 * fetched for it. Past this the reply is stale as usual (the page was left before it mounted).
 */
export const AWAITING_PAGE_MS = 30_000;

// Queries by identity: any Query, whatever its data type.
const awaitingPage = new WeakSet<object>();

/**
 * Marks a query a route prefetched while nothing observes it yet: it stays fresh for
 * `AWAITING_PAGE_MS` until its first observer (the page) has mounted.
 */
export function markAwaitingPage(query: Query | undefined): void {
  if (query !== undefined && query.getObserversCount() === 0) awaitingPage.add(query);
}

/**
 * A `staleTime` that is `ms`, except for a prefetched reply whose page has not mounted yet. Used as
 * the cache's default and by queries that set their own freshness.
 */
export function freshFor(ms: number): (query: object) => number {
  return (query) => (awaitingPage.has(query) ? Math.max(ms, AWAITING_PAGE_MS) : ms);
}

/**
 * Ends the wait when the first observer subscribes. The observer asks whether to fetch right after it
 * is added (in the same call), so the mark is dropped a microtask later: the page's first mount, and
 * every component of that same commit, read the prefetched reply; later mounts see `ms` as usual.
 */
export function watchFirstObservers(cache: QueryCache): () => void {
  return cache.subscribe((event) => {
    if (event.type === 'observerAdded' && awaitingPage.has(event.query)) {
      const { query } = event;
      queueMicrotask(() => awaitingPage.delete(query));
    }
  });
}
