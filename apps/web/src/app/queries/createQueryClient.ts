import { QueryClient } from '@tanstack/react-query';
import { FRESH_MS, freshFor, watchFirstObservers } from './prefetchFreshness';

/** The app's query cache. main.tsx makes it before the first render, so the first URL's data can start. */
export function createQueryClient(): QueryClient {
  // A reply this fresh is reused when another component mounts on the same key (a route's prefetch
  // and the page's own query), instead of being asked for again; a prefetched reply waits longer for
  // its page's first mount (`prefetchFreshness`).
  const client = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: true, retry: 1, staleTime: freshFor(FRESH_MS) } },
  });
  watchFirstObservers(client.getQueryCache());
  return client;
}
