import type { RouteObject } from 'react-router';
import { matchPattern } from './routeData/matchRoute';

/** A route's full pattern under its parent's (`/:net` + `account/:address`); an index route is its parent's. */
function joined(parent: string, route: RouteObject): string {
  if (route.index === true || route.path === undefined) return parent;
  return route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
}

/**
 * `routes` with only the branches that can match `pathname`: a leaf whose pattern matches it
 * (`matchPattern`, which agrees with React Router's matching), a splat (`*`) always, and a layout
 * while any of its children stays. React Router's `useRoutes` flattens, ranks and compiles a regular
 * expression for every branch of what it is given on each render (~5 ms of the first page's
 * hydration for the app's ~30 routes); given this, it ranks what is left, the same branch wins, and
 * the route objects (and so their elements) are the same ones.
 */
export function routesFor(routes: readonly RouteObject[], pathname: string, parent = ''): RouteObject[] {
  return routes.flatMap((route) => {
    const pattern = joined(parent, route);
    if (route.children !== undefined) {
      const children = routesFor(route.children, pathname, pattern);
      return children.length > 0 ? [{ ...route, children }] : [];
    }
    if (route.path === '*' || route.path?.endsWith('/*')) return [route];
    const matches =
      pattern === '' || pattern === '/'
        ? pathname.replace(/\/+$/, '') === ''
        : matchPattern(pattern, pathname) !== undefined;
    return matches ? [route] : [];
  });
}
