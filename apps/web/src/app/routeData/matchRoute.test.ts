import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, routePattern } from '../routeTable';
import { matchPattern, matchRoute } from './matchRoute';

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

/** Paths for a pattern: its params filled in, with case, trailing slashes, extra or missing segments. */
function pathsFor(pattern: string): string[] {
  const filled = pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'address' ? ADDRESS : 'x1'));
  return [
    filled,
    `${filled}/`,
    `${filled}//`,
    filled.toUpperCase(),
    `${filled}/extra`,
    filled.replace(/\/[^/]+$/, ''),
    filled.replace('/', '//'),
    '/',
    '',
  ];
}

describe('matchPattern', () => {
  it("agrees with React Router's matchPath on every route of the table", () => {
    const patterns = ROUTE_TABLE.filter((e) => e.path !== '*').map(routePattern);
    const paths = patterns.flatMap(pathsFor);
    for (const pattern of patterns)
      for (const path of paths)
        expect([pattern, path, matchPattern(pattern, path)]).toEqual([
          pattern,
          path,
          matchPath(pattern, path)?.params ?? undefined,
        ]);
  });

  it('decodes params as the router does', () => {
    expect(matchPattern('/:net/block/:round', '/my%20net/block/12')).toEqual({ net: 'my net', round: '12' });
    // A malformed escape is kept as written rather than throwing.
    expect(matchPattern('/:net', '/100%')).toEqual({ net: '100%' });
  });
});

describe('matchRoute', () => {
  it('finds app routes before network ones, and nothing for the catch-all', () => {
    expect(matchRoute('/settings')?.entry.path).toBe('settings');
    expect(matchRoute('/tools/decode')?.entry.path).toBe('tools/decode');
    expect(matchRoute('/sandbox')?.entry.path).toBe('');
    expect(matchRoute(`/testnet/account/${ADDRESS}`)?.params).toEqual({ net: 'testnet', address: ADDRESS });
    expect(matchRoute('/')).toBeUndefined();
    expect(matchRoute('/sandbox/nowhere/at/all')).toBeUndefined();
  });
});
