import { describe, expect, it } from 'vitest';
import { firstScreenChunks, HEADER_MODULE, SHELL_MODULE } from './firstScreenChunks';
import type { RouteEntry } from '../routeTable';

const ACCOUNT: RouteEntry = {
  scope: 'network',
  path: 'account/:address',
  module: 'src/features/accounts/pages/AccountPage.tsx',
  queries: 'src/features/explore/queries/accountRouteQueries.ts',
};

/** entry → boot; shell → react; page → explorer → shared; queries → boot (the entry's). */
const graph = {
  entry: 'index.js',
  imports: new Map<string, string[]>([
    ['index.js', ['boot.js']],
    ['boot.js', []],
    ['shell.js', ['react.js']],
    ['react.js', []],
    ['explorer.js', ['shared.js']],
    ['shared.js', ['react.js']],
    ['queries.js', ['boot.js']],
    ['header.js', ['react.js']],
  ]),
  moduleChunks: {
    [SHELL_MODULE]: 'shell.js',
    [HEADER_MODULE]: 'header.js',
    [ACCOUNT.module]: 'explorer.js',
    [ACCOUNT.queries!]: 'queries.js',
  },
};

describe('firstScreenChunks', () => {
  it("lists the route's data declaration, the shell, the page and the header, each with what it imports, once, beyond the entry's own", () => {
    expect(firstScreenChunks(graph)(ACCOUNT)).toEqual([
      'queries.js',
      'shell.js',
      'react.js',
      'explorer.js',
      'shared.js',
      'header.js',
    ]);
  });

  it("leaves the page's code out when asked, and gives a route it does not know the shell and the header", () => {
    expect(firstScreenChunks(graph, false)(ACCOUNT)).toEqual([
      'queries.js',
      'shell.js',
      'react.js',
      'header.js',
    ]);
    expect(firstScreenChunks(graph)(undefined)).toEqual(['shell.js', 'react.js', 'header.js']);
  });

  it('skips a module the build does not name', () => {
    expect(firstScreenChunks({ ...graph, moduleChunks: {} })(ACCOUNT)).toEqual([]);
  });
});
