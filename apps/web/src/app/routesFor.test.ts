import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './appRoutes';
import { ROUTE_TABLE, routePattern } from './routeTable';
import { routesFor } from './routesFor';

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

/** Every route filled in, with case, trailing slashes, extra and missing segments, and paths no route has. */
const PATHS = [
  ...ROUTE_TABLE.filter((e) => e.path !== '*')
    .map(routePattern)
    .flatMap((pattern) => {
      const filled = pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'address' ? ADDRESS : 'x1'));
      return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/extra`, filled.replace(/\/[^/]+$/, '')];
    }),
  '/',
  '',
  '//',
  '/tools',
  '/tools/',
  '/Settings',
  '/sandbox/nothing/here',
  '/a/b/c/d/e',
  '/%E2%9C%93',
];

describe('routesFor', () => {
  it('leaves React Router the same match, route for route, on every path', () => {
    const routes = appRoutes();
    for (const path of PATHS) {
      const all = matchRoutes(routes, path)?.map((m) => [m.route.element, m.pathname, m.params]);
      const pruned = matchRoutes(routesFor(routes, path), path)?.map((m) => [
        m.route.element,
        m.pathname,
        m.params,
      ]);
      expect([path, pruned]).toEqual([path, all]);
    }
  });

  it('keeps only what can match: an account page leaves the network layout, its page and the catch-all', () => {
    const pruned = routesFor(appRoutes(), `/sandbox/account/${ADDRESS}`);
    const count = (routes: typeof pruned): number =>
      routes.reduce((n, r) => n + 1 + count(r.children ?? []), 0);
    expect(count(pruned)).toBe(4);
  });
});
