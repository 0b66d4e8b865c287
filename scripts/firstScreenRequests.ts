import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  followUpTemplates,
  recordFirstRequests,
  type EarlyRequest,
} from '../packages/core/src/http/earlyRequests';
import { applySandboxOverrides } from '../packages/core/src/config/applySandboxOverrides';
import { builtInNetworks, DEFAULT_SANDBOX_ENDPOINTS } from '../packages/core/src/network/builtInNetworks';
import { matchRoute } from '../apps/web/src/app/routeData/matchRoute';
import {
  startQueryFunction,
  type RouteQueries,
  type RouteQuery,
} from '../apps/web/src/app/routeData/RouteQueries';

/** Never an origin the page asks: the Browser network's requests wait for its Service Worker. */
const BROWSER_NET_BASE = 'http://browser-net.invalid/';

/**
 * For a URL, the data requests its first screen sends before any answer: the route's own data
 * declaration (the module the route table names, as `prefetchRoute` runs it in the page), over the
 * built-in networks as a first visit sees them (the served config, no saved settings), each query
 * function started under `recordFirstRequests`, which writes its requests down and sends none.
 * serveDist writes them into index.html, whose inline script sends them while the modules download;
 * the app takes each answer once (core's `networkFetch`). None for `/` (the last network is the
 * browser's to know), an unknown network, the Browser network, or a route without a declaration.
 */
export function firstScreenRequests(
  appDir: string,
  config: unknown,
): (pathname: string, search: string) => Promise<EarlyRequest[]> {
  // As the app reads the served config (loadAppConfig, readAppBoot): its `sandbox` section over the
  // defaults; a bad one leaves the page to ask as usual.
  const networks = (() => {
    try {
      const section =
        typeof config === 'object' && config !== null
          ? (config as Record<string, unknown>)['sandbox']
          : undefined;
      return builtInNetworks(applySandboxOverrides(DEFAULT_SANDBOX_ENDPOINTS, section), BROWSER_NET_BASE);
    } catch {
      return [];
    }
  })();
  const declarations = new Map<string, Promise<RouteQueries | undefined>>();
  const declaration = (module: string) => {
    let found = declarations.get(module);
    if (found === undefined) {
      const name = module.replace(/^.*\/|\.ts$/g, '');
      found = import(pathToFileURL(join(appDir, module)).href).then(
        (exports: Record<string, RouteQueries>) => exports[name],
        () => undefined,
      );
      declarations.set(module, found);
    }
    return found;
  };
  return async (pathname, search) => {
    const match = matchRoute(pathname);
    if (match?.entry.scope !== 'network' || match.entry.queries === undefined) return [];
    const profile = networks.find((n) => n.id === match.params['net']);
    const declare = await declaration(match.entry.queries);
    if (profile === undefined || declare === undefined) return [];
    let queries: readonly RouteQuery[];
    try {
      queries = declare({ profile, params: match.params, search: new URLSearchParams(search) });
    } catch {
      return [];
    }
    const requests = queries.flatMap((query) => {
      const asked = recordFirstRequests(() => startQueryFunction(query));
      // Follow-ups hang on a query's one request: with more, which answer feeds them is not known.
      if (asked.length !== 1 || query.early === undefined) return asked;
      const next = query.early.flatMap(followUpTemplates);
      return next.length === 0 ? asked : [{ ...asked[0]!, next }];
    });
    return requests
      .filter((r) => !r.url.startsWith(BROWSER_NET_BASE))
      .map((r) =>
        r.next === undefined ? r : { ...r, next: r.next.filter((n) => !n.url.startsWith(BROWSER_NET_BASE)) },
      );
  };
}
