import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazyPages';
import { NetworkScope } from './NetworkScope';
import { RedirectToNetwork } from './RedirectToNetwork';
import { RootLayout } from './RootLayout';
import { ROUTE_TABLE, type RouteEntry } from './routeTable';

function toRoute(entry: RouteEntry): RouteObject {
  const element = createElement(lazyPage(entry.module));
  return entry.path === '' ? { index: true, element } : { path: entry.path, element };
}

/**
 * The route tree: a layout with header around everything; `/` → last network; `/settings`,
 * `/tools/*`; and `/:net/...` scoped to a network. Every screen is its own lazily loaded chunk.
 * Route objects for `useRoutes` (React Router's declarative mode: the app has no loaders or actions,
 * and the data router's code, ~54 kB of the first page's script, is left out of the bundle).
 */
export function appRoutes(): RouteObject[] {
  const appScoped = ROUTE_TABLE.filter((e) => e.scope === 'app' && e.path !== '*');
  const networkScoped = ROUTE_TABLE.filter((e) => e.scope === 'network');
  const notFound = ROUTE_TABLE.find((e) => e.path === '*');
  return [
    {
      path: '/',
      element: createElement(RootLayout),
      children: [
        { index: true, element: createElement(RedirectToNetwork) },
        { path: 'tools', element: createElement(Navigate, { to: '/tools/mnemonic', replace: true }) },
        ...appScoped.map(toRoute),
        { path: ':net', element: createElement(NetworkScope), children: networkScoped.map(toRoute) },
        ...(notFound ? [toRoute(notFound)] : []),
      ],
    },
  ];
}
