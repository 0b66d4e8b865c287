import { preloadPage } from '../lazyPages';
import { loadRouteQueries } from './loadRouteQueries';
import { matchRoute } from './matchRoute';

/**
 * Starts fetching a URL's data declaration, then `between` (main.tsx: the shell), then the page's
 * code: no network profile needed yet. The declaration first: its chunk is small and the data
 * requests wait on it, while the page's code has the data's round trip to arrive in.
 */
export function preloadRoute(pathname: string, between?: () => unknown): void {
  const match = matchRoute(pathname);
  if (match?.entry.queries !== undefined) {
    try {
      void Promise.resolve(loadRouteQueries(match.entry.queries)).catch(() => undefined);
    } catch {
      // No such declaration: the page asks when it renders.
    }
  }
  between?.();
  if (match !== undefined) preloadPage(match.entry.module);
}
