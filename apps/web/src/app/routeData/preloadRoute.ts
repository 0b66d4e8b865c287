import { preloadPage } from '../lazyPages';
import { loadRouteQueries } from './loadRouteQueries';
import { matchRoute } from './matchRoute';

/**
 * Starts fetching a URL's data declaration, then `between` (main.tsx: the shell), then the page's
 * code: no network profile needed yet. The declaration first: its chunk is small and the data
 * requests wait on it, while the page's code has the data's round trip to arrive in. A declaration
 * in its own chunk is imported before `between` is: the shell (React DOM, the router) is already
 * downloading (the server's modulepreload), and importing it only runs it, which would hold the main
 * thread ~100 ms while the declaration's chunk waited to run and the data requests with it.
 * `pageAfter`: the page's code is imported once it settles (importing it runs the shell too).
 * Resolves once the page's code has run (at once for a URL no route matches; never rejects).
 */
export function preloadRoute(
  pathname: string,
  between?: () => unknown,
  pageAfter?: Promise<unknown>,
): Promise<void> {
  const match = matchRoute(pathname);
  let declaring: unknown;
  if (match?.entry.queries !== undefined) {
    try {
      declaring = loadRouteQueries(match.entry.queries);
    } catch {
      // No such declaration: the page asks when it renders.
    }
  }
  if (declaring instanceof Promise) void declaring.catch(() => undefined).finally(() => between?.());
  else between?.();
  if (match === undefined) return Promise.resolve();
  if (pageAfter === undefined) return preloadPage(match.entry.module);
  return pageAfter.then(
    () => preloadPage(match.entry.module),
    () => preloadPage(match.entry.module),
  );
}
