import { QueryClient } from '@tanstack/react-query';

/** The app's query cache. main.tsx makes it before the first render, so the first URL's data can start. */
export function createQueryClient(): QueryClient {
  // A reply this fresh is reused when another component mounts on the same key (a route's prefetch
  // and the page's own query), instead of being asked for again.
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: true, retry: 1, staleTime: 2_000 } },
  });
}
