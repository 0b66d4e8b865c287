import type { Query, QueryCache } from '@tanstack/react-query';

/** How long a reply is fresh once a screen has it: another component mounting on its key reuses it. */
export const FRESH_MS = 2_000;

/**
 * How long a route's prefetched reply waits, fresh, for its page: on a busy machine the page's code
 * can arrive seconds after its data, and the page's first mount must not ask again for what was
 * fetched for it. Past this the reply is stale as usual (the page was left before it mounted).
 */
export const AWAITING_PAGE_MS = 30_000;

// Queries by identity, any Query whatever its data type: `undefined` while the prefetched reply
// waits for its page, then the time (ms) the page's first observer subscribed.
const prefetched = new WeakMap<object, number | undefined>();

/**
 * Marks a query a route prefetched while nothing observes it yet: it stays fresh for
 * `AWAITING_PAGE_MS` until its first observer (the page) has mounted, then `ms` from that mount.
 */
export function markAwaitingPage(query: Query | undefined): void {
  if (query !== undefined && query.getObserversCount() === 0) prefetched.set(query, undefined);
}

/**
 * A `staleTime` that is `ms`, except for a prefetched reply: fresh while its page has not mounted,
 * then for `ms` counted from the page's first mount rather than from the answer. On a busy machine
 * the first render can commit seconds after the answers, and what runs with or just after it (the
 * layout prefetching the same URL in its effect, a component of the screen mounting on the key)
 * must not ask again for what was fetched for it. Used as the cache's default and by queries that
 * set their own freshness.
 */
export function freshFor(ms: number): (query: Pick<Query, 'state'>) => number {
  return (query) => {
    if (!prefetched.has(query)) return ms;
    const mountedAt = prefetched.get(query);
    if (mountedAt === undefined) return Math.max(ms, AWAITING_PAGE_MS);
    return Math.max(ms, mountedAt + ms - query.state.dataUpdatedAt);
  };
}

/**
 * Starts the page's `ms` when the first observer subscribes to a reply awaiting it: the page's first
 * mount, every component of that same commit and the layout's effects read the prefetched reply.
 */
export function watchFirstObservers(cache: QueryCache): () => void {
  return cache.subscribe((event) => {
    const { query } = event;
    if (event.type !== 'observerAdded' || !prefetched.has(query) || prefetched.get(query) !== undefined)
      return;
    // Past the wait the reply is stale as usual (the page was left before it came back).
    const now = Date.now();
    if (now - query.state.dataUpdatedAt > AWAITING_PAGE_MS) prefetched.delete(query);
    else prefetched.set(query, now);
  });
}
