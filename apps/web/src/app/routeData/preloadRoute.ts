import { preloadPage } from '../lazyPages';
import { loadRouteQueries } from './loadRouteQueries';
import { matchRoute } from './matchRoute';

/** Starts fetching a URL's page code and data declaration: no network profile needed yet. */
export function preloadRoute(pathname: string): void {
  const match = matchRoute(pathname);
  if (match === undefined) return;
  preloadPage(match.entry.module);
  if (match.entry.queries !== undefined) void loadRouteQueries(match.entry.queries).catch(() => undefined);
}
