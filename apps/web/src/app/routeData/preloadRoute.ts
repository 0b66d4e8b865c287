import { preloadPage } from '../lazyPages';
import { loadRouteQueries } from './loadRouteQueries';
import { matchRoute } from './matchRoute';

/**
 * Starts fetching a URL's data declaration and page code: no network profile needed yet. The
 * declaration first: its chunk is small and the data requests wait on it, while the page's code
 * has the data's round trip to arrive in (the browser opens only six connections to the app).
 */
export function preloadRoute(pathname: string): void {
  const match = matchRoute(pathname);
  if (match === undefined) return;
  if (match.entry.queries !== undefined) void loadRouteQueries(match.entry.queries).catch(() => undefined);
  preloadPage(match.entry.module);
}
