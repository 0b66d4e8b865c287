import { encodeAddress } from 'algosdk';
import type { EarlyRequest } from '@sextant/core/http/earlyRequests';
import { describe, expect, it } from 'vitest';
import { ROUTE_MATCH_ORDER } from './matchRoute';
import { builtSandbox, staticPlan, type StaticPlan } from './staticPlan';
import type { RouteEntry } from '../routeTable';

const TESTNET_INDEXER = 'https://testnet-idx.example';

/**
 * Stands for serveDist's `firstScreenRequests`: the home asks for the tip and follows it; an account
 * page asks for its account as it appears in the URL (or, with `mangle`, lowercased, as an app that
 * changed the param before asking would); an asset page asks the same URL whatever its id.
 */
function requestsFor(mangle = false) {
  return (config: unknown) => {
    const sandbox = (config as { sandbox: { indexer: string; algod: string; token: string } }).sandbox;
    return async (pathname: string): Promise<EarlyRequest[]> => {
      const [, net, page, param] = pathname.split('/');
      const indexer = net === 'sandbox' ? sandbox.indexer : TESTNET_INDEXER;
      const headers: Record<string, string> =
        net === 'sandbox' ? { 'x-indexer-api-token': sandbox.token } : {};
      if (page === undefined)
        return [
          {
            url: `${indexer}/v2/block-headers?limit=1`,
            headers,
            next: [{ pick: ['current-round'], url: `${indexer}/v2/blocks/{-1}`, headers }],
          },
        ];
      if (page === 'account')
        return [{ url: `${indexer}/v2/accounts/${mangle ? param!.toLowerCase() : param}`, headers }];
      if (page === 'asset') return [{ url: `${indexer}/v2/assets/latest`, headers }];
      return [];
    };
  };
}

/** Each route's scripts: its pattern's name twice over, and one file every route shares. */
const chunksFor = (route: RouteEntry | undefined) =>
  route === undefined ? ['shell.js'] : ['shell.js', `${route.path || 'home'}.js`];

const routeOf = (plan: StaticPlan, pattern: string) => plan.routes.find((r) => r.pattern === pattern)!;

describe('staticPlan', () => {
  it('lists every route in the order they are tried, with its scripts, each file once', async () => {
    const plan = await staticPlan(chunksFor, requestsFor());
    expect(plan.routes.map((r) => r.pattern)).toHaveLength(ROUTE_MATCH_ORDER.length);
    expect(plan.routes[0]!.pattern).toBe('/tools/mnemonic');
    expect(new Set(plan.files).size).toBe(plan.files.length);
    expect(routeOf(plan, '/:net/account/:address').files.map((k) => plan.files[k])).toEqual([
      'shell.js',
      'account/:address.js',
    ]);
    expect(plan.other.map((k) => plan.files[k])).toEqual(['shell.js']);
    // A route with no data declaration sends nothing early.
    expect(routeOf(plan, '/:net/accounts').early).toBeUndefined();
  });

  it("writes the Sandbox's endpoints and token as stand-ins, and keeps the follow-ups' own", async () => {
    const plan = await staticPlan(chunksFor, requestsFor());
    const home = routeOf(plan, '/:net');
    expect(home.early?.sandbox).toEqual([
      {
        url: '{@indexer}/v2/block-headers?limit=1',
        headers: { 'x-indexer-api-token': '{@token}' },
        next: [
          {
            pick: ['current-round'],
            url: '{@indexer}/v2/blocks/{-1}',
            headers: { 'x-indexer-api-token': '{@token}' },
          },
        ],
      },
    ]);
    expect(home.early?.testnet?.[0]?.url).toBe(`${TESTNET_INDEXER}/v2/block-headers?limit=1`);
    expect(home.params).toBeUndefined();
    expect(plan.sandbox).toEqual(builtSandbox({}));
  });

  it('writes a param the app puts in the URL as it stands as a stand-in, with what a real one must look like', async () => {
    const plan = await staticPlan(chunksFor, requestsFor());
    const account = routeOf(plan, '/:net/account/:address');
    expect(account.early?.sandbox?.[0]?.url).toBe('{@indexer}/v2/accounts/{:address}');
    const accepts = new RegExp(account.params!['address']!);
    expect(accepts.test(encodeAddress(new Uint8Array(32).fill(7)))).toBe(true);
    expect(accepts.test('notanaddress')).toBe(false);
    // A URL that does not depend on the param is a template all the same.
    expect(routeOf(plan, '/:net/asset/:id').early?.sandbox?.[0]?.url).toBe('{@indexer}/v2/assets/latest');
  });

  it('sends nothing early for a route whose requests do not carry its param as it stands', async () => {
    const plan = await staticPlan(chunksFor, requestsFor(true));
    expect(routeOf(plan, '/:net/account/:address').early).toBeUndefined();
    expect(routeOf(plan, '/:net').early?.sandbox).toHaveLength(1);
  });
});

describe('builtSandbox', () => {
  it('takes the build-time endpoints over the defaults, and the defaults when they are bad', () => {
    expect(builtSandbox({ VITE_SANDBOX_ALGOD: 'http://node.example:8080/' }).algod).toBe(
      'http://node.example:8080',
    );
    expect(builtSandbox({ VITE_SANDBOX_ALGOD: 'ftp://x' })).toEqual(builtSandbox({}));
  });
});
