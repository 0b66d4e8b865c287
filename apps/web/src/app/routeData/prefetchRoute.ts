import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { QueryClient } from '@tanstack/react-query';
import { preloadPage } from '../lazyPages';
import { loadRouteQueries } from './loadRouteQueries';
import { matchRoute } from './matchRoute';
import { prefetchRouteQueries } from './prefetchRouteQueries';

/**
 * Everything a URL's screen needs first, started at once: its code, and the queries its data
 * declaration lists, put in the cache under the page's own keys. Called by main.tsx for the first
 * URL as soon as /config.json names the networks, and by the layout on each navigation.
 */
export function prefetchRoute(
  queryClient: QueryClient,
  findNetwork: (id: string) => NetworkProfile | undefined,
  url: { pathname: string; search: string },
): void {
  const match = matchRoute(url.pathname);
  if (match === undefined) return;
  preloadPage(match.entry.module);
  const { queries } = match.entry;
  if (match.entry.scope !== 'network' || queries === undefined) return;
  const profile = findNetwork(match.params['net'] ?? '');
  if (profile === undefined) return;
  const search = new URLSearchParams(url.search);
  void loadRouteQueries(queries)
    .then((declare) => prefetchRouteQueries(queryClient, declare({ profile, params: match.params, search })))
    .catch(() => undefined);
}
