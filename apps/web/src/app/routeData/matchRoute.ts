import { matchPath } from 'react-router';
import { ROUTE_TABLE, routePattern, type RouteEntry } from '../routeTable';

export interface RouteMatch {
  entry: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}

// App routes first: `/settings` is not a network called "settings". The catch-all matches nothing here.
const ORDERED = [
  ...ROUTE_TABLE.filter((e) => e.scope === 'app' && e.path !== '*'),
  ...ROUTE_TABLE.filter((e) => e.scope === 'network'),
];

/** The route table's entry for a URL path, as the router will match it, before the router exists. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const entry of ORDERED) {
    const match = matchPath(routePattern(entry), pathname);
    if (match !== null) return { entry, params: match.params };
  }
  return undefined;
}
