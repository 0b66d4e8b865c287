import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { QueryClient } from '@tanstack/react-query';
import { whenNetworkReady } from '../browserNet/whenNetworkReady';
import { preloadPage } from '../lazyPages';
import { loadRouteQueries } from './loadRouteQueries';
import { matchRoute } from './matchRoute';
import { prefetchRouteQueries } from './prefetchRouteQueries';

/**
 * Everything a URL's screen needs first, started at once: its code, and the queries its data
 * declaration lists, put in the cache under the page's own keys. Called by main.tsx for the first
 * URL as soon as /config.json names the networks, and by the layout on each navigation. Resolves
 * once the requests are out (the declaration loaded, or none to load), never with their answers;
 * never rejects.
 */
export async function prefetchRoute(
  queryClient: QueryClient,
  findNetwork: (id: string) => NetworkProfile | undefined,
  url: { pathname: string; search: string },
): Promise<void> {
  const match = matchRoute(url.pathname);
  if (match === undefined) return;
  const { queries } = match.entry;
  const profile =
    match.entry.scope === 'network' && queries !== undefined
      ? findNetwork(match.params['net'] ?? '')
      : undefined;
  const declaring = profile === undefined ? undefined : loadRouteQueries(queries!);
  preloadPage(match.entry.module);
  if (declaring === undefined) return;
  const search = new URLSearchParams(url.search);
  try {
    // The Browser network answers only once its worker controls the page.
    const [declare] = await Promise.all([declaring, whenNetworkReady(profile!)]);
    void prefetchRouteQueries(queryClient, declare({ profile: profile!, params: match.params, search }));
  } catch {
    // The page's own queries ask again when it renders; its code's failure is the router's to show.
  }
}
