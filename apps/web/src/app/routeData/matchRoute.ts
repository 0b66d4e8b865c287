import { ROUTE_TABLE, routePattern, type RouteEntry } from '../routeTable';

export interface RouteMatch {
  entry: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The order routes are tried in: app routes first (`/settings` is not a network called "settings").
 * The catch-all matches nothing here.
 */
export const ROUTE_MATCH_ORDER: readonly RouteEntry[] = [
  ...ROUTE_TABLE.filter((e) => e.scope === 'app' && e.path !== '*'),
  ...ROUTE_TABLE.filter((e) => e.scope === 'network'),
];

/**
 * A route table pattern (static segments and `:params`) against a URL path, as React Router matches
 * it (case-insensitive, trailing slashes allowed, params percent-decoded). Not React Router's
 * `matchPath`: importing it brings the whole router (94 kB) into the entry chunk, which must stay
 * small; `matchRoute.test.ts` checks both agree on every route.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const want = pattern.split('/').slice(1);
  const got = pathname.replace(/\/+$/, '').split('/');
  if (got.shift() !== '' || got.length !== want.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = got[i]!;
    if (segment.startsWith(':')) {
      if (value === '') return undefined;
      params[segment.slice(1)] = decodeSegment(value);
    } else if (segment.toLowerCase() !== value.toLowerCase()) return undefined;
  }
  return params;
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route table's entry for a URL path, as the router will match it, before the router exists. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const entry of ROUTE_MATCH_ORDER) {
    const params = matchPattern(routePattern(entry), pathname);
    if (params !== undefined) return { entry, params };
  }
  return undefined;
}
