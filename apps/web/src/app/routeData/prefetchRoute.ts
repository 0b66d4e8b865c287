import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { QueryClient } from '@tanstack/react-query';
import { preloadPage } from '../lazyPages';
import { loadRouteQueries } from './loadRouteQueries';
import { matchRoute } from './matchRoute';
import type { RouteQueries } from './RouteQueries';
import { prefetchRouteQueries } from './prefetchRouteQueries';

/** A route's prefetch once its requests are out: `settled` when they and their follow-ups have answered. */
export interface RoutePrefetch {
  settled: Promise<void>;
}

/** The URL of the call before that named a route (the next call for the same URL starts nothing). */
let lastStarted: string | undefined;

/**
 * Everything a URL's screen needs first, started at once: its code, and the queries its data
 * declaration lists, put in the cache under the page's own keys. Called by main.tsx for the first
 * URL as soon as the config names the networks, and by the layout on each navigation. The first
 * page's requests are out when it returns (its declaration is in the entry); another page's as soon
 * as its declaration's small chunk has loaded, when the promise resolves. Never throws or rejects: a
 * page's own queries ask again when it renders, and its code's failure is the router's to show.
 * `pageCode: false` leaves the page's code to the caller (main.tsx imports it once the first answers
 * are handled: running it would hold them). A call for the URL of the call before starts nothing
 * (the layout's first effect, after main.tsx's).
 */
export function prefetchRoute(
  queryClient: QueryClient,
  findNetwork: (id: string) => NetworkProfile | undefined,
  url: { pathname: string; search: string },
  { pageCode = true }: { pageCode?: boolean } = {},
): Promise<RoutePrefetch> {
  const none: RoutePrefetch = { settled: Promise.resolve() };
  const match = matchRoute(url.pathname);
  if (match === undefined) return Promise.resolve(none);
  // The layout's first effect asks for the URL main.tsx has just started: its queries are in the
  // cache (or on their way) and their follow-ups with them; declaring it again would only re-derive
  // them (every row's asset query) in the first commit's effects.
  const key = `${url.pathname}?${url.search}`;
  if (key === lastStarted) return Promise.resolve(none);
  lastStarted = key;
  const { queries } = match.entry;
  const profile =
    match.entry.scope === 'network' && queries !== undefined
      ? findNetwork(match.params['net'] ?? '')
      : undefined;
  const start = (declare: RouteQueries) => {
    const search = new URLSearchParams(url.search);
    return {
      settled: prefetchRouteQueries(
        queryClient,
        declare({ profile: profile!, params: match.params, search }),
      ),
    };
  };
  let declaring: RouteQueries | Promise<RouteQueries> | undefined;
  try {
    declaring = profile === undefined ? undefined : loadRouteQueries(queries!);
  } catch {
    declaring = undefined; // no such declaration: the page asks when it renders
  }
  if (pageCode) void preloadPage(match.entry.module);
  if (declaring === undefined) return Promise.resolve(none);
  // A declaration that fails leaves the asking to the page.
  return Promise.resolve(declaring)
    .then(start)
    .catch(() => none);
}
