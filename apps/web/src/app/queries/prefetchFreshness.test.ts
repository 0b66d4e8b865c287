import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteQueries } from '../routeData/prefetchRouteQueries';
import { createQueryClient } from './createQueryClient';
import { AWAITING_PAGE_MS, FRESH_MS } from './prefetchFreshness';

/** A declared query whose answers are counted. */
function counted() {
  const calls = { n: 0 };
  return { calls, query: { queryKey: ['lab', 'indexer', 'account', 'A'], queryFn: async () => ++calls.n } };
}

/** Mounts an observer as a page's `useQuery` does and waits for what it decides. */
async function mount(
  client: ReturnType<typeof createQueryClient>,
  options: { queryKey: readonly unknown[]; queryFn: () => Promise<number> },
) {
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return unsubscribe;
}

afterEach(() => vi.useRealTimers());

describe('prefetched route data waits for its page', () => {
  it('a page mounting seconds after its prefetched answer reads it without asking again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const { calls, query } = counted();
    await prefetchRouteQueries(client, [query]);
    expect(calls.n).toBe(1);
    // The page's code arrives late (a busy machine): well past the usual freshness.
    vi.setSystemTime(Date.now() + FRESH_MS * 3);
    const unsubscribe = await mount(client, query);
    expect(calls.n).toBe(1);
    unsubscribe();
    // Once the page has had it, the usual freshness applies: mounting again later asks again.
    vi.setSystemTime(Date.now() + FRESH_MS * 3);
    await mount(client, query);
    expect(calls.n).toBe(2);
  });

  it('the layout prefetching the first URL again as the page mounts asks nothing again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const { calls, query } = counted();
    await prefetchRouteQueries(client, [query]);
    // A busy machine: the first render commits seconds after the answers came in.
    vi.setSystemTime(Date.now() + FRESH_MS * 3);
    // One commit's passive effects: the page's useQuery subscribes, then the layout's
    // useRoutePrefetch starts the same URL's declaration (its queries a microtask or more later).
    const observer = new QueryObserver(client, query);
    const unsubscribe = observer.subscribe(() => undefined);
    await Promise.resolve().then(() => prefetchRouteQueries(client, [query]));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calls.n).toBe(1);
    // A component of the same screen mounting on the key soon after reads it too.
    vi.setSystemTime(Date.now() + FRESH_MS / 2);
    const later = await mount(client, query);
    expect(calls.n).toBe(1);
    later();
    unsubscribe();
  });

  it('an answer no page came for goes stale after the wait, and one fetched by a page is not held', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const { calls, query } = counted();
    await prefetchRouteQueries(client, [query]);
    vi.setSystemTime(Date.now() + AWAITING_PAGE_MS + 1);
    await mount(client, query);
    expect(calls.n).toBe(2);

    // A query fetched outside a route's prefetch keeps the usual freshness.
    const other = counted();
    const key = ['lab', 'indexer', 'account', 'B'];
    await client.prefetchQuery({ ...other.query, queryKey: key });
    vi.setSystemTime(Date.now() + FRESH_MS * 3);
    await mount(client, { ...other.query, queryKey: key });
    expect(other.calls.n).toBe(2);
  });
});
