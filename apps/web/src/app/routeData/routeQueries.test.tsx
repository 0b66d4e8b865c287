import { applicationAddress } from '@sextant/core/address/applicationAddress';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from '../../features/accounts/pages/AccountPage';
import { ApplicationPage } from '../../features/applications/pages/ApplicationPage';
import { AssetPage } from '../../features/assets/pages/AssetPage';
import { BlockPage } from '../../features/blocks/pages/BlockPage';
import { NetworkHomePage } from '../../features/explore/pages/NetworkHomePage';
import { fakeNetwork, type FakeNetwork, type Routes } from '../../features/explore/testing/fakeServices';
import { renderExplorer } from '../../features/explore/testing/renderExplorer';
import { TransactionPage } from '../../features/transactions/pages/TransactionPage';
import { ROUTE_TABLE, routePattern } from '../routeTable';
import { createQueryClient } from '../queries/createQueryClient';
import { holdOffReadyPath } from '../queries/offReadyPath';
import { hasRouteQueries, loadRouteQueries } from './loadRouteQueries';
import { matchRoute } from './matchRoute';
import { prefetchRouteQueries } from './prefetchRouteQueries';

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const TXID = 'A'.repeat(52);
const b64 = (text: string) => Buffer.from(text).toString('base64');
const networks: FakeNetwork[] = [];
afterEach(async () => {
  holdOffReadyPath(Promise.resolve());
  await Promise.all(networks.splice(0).map((n) => n.close()));
});

/** An asset transfer in round 9: its row shows the amount in asset 7's unit (a query the rows add). */
const transfer = JSON.stringify({
  id: TXID,
  'tx-type': 'axfer',
  sender: ADDRESS,
  fee: 1000,
  'first-valid': 1,
  'last-valid': 1001,
  'confirmed-round': 9,
  'round-time': 1795258905,
  note: b64('bench'),
  'asset-transfer-transaction': { 'asset-id': 7, amount: 5, receiver: ADDRESS },
});
const asset7 = `{"asset":{"index":7,"params":{"creator":"${ADDRESS}","decimals":2,"total":1000,"unit-name":"SEVEN"}},"current-round":9}`;
/** algod's account (the page's first read) and the indexer's (asked for its history after it). */
const algodAccount = (address: string) =>
  `{"address":"${address}","amount":5000000,"amount-without-pending-rewards":5000000,"min-balance":200000,"pending-rewards":0,"rewards":0,"round":9,"status":"Offline","total-apps-opted-in":0,"total-assets-opted-in":1,"total-created-apps":0,"total-created-assets":1}`;
const account = `{"account":${algodAccount(ADDRESS).replace('}', ',"created-at-round":2}')},"current-round":9}`;
const accountReads: Routes = {
  [`/v2/accounts/${ADDRESS}?exclude=all&include-all=true`]: [200, account],
};
const algodReads: Routes = {
  [`/v2/accounts/${ADDRESS}?exclude=all&format=json`]: [200, algodAccount(ADDRESS)],
};
const txnPage = `{"transactions":[${transfer}],"current-round":9}`;
const application = JSON.stringify({
  application: {
    id: 42,
    'created-at-round': 3,
    params: {
      creator: ADDRESS,
      'approval-program': 'CoEBQw==',
      'clear-state-program': 'CoEBQw==',
      'global-state-schema': { 'num-uint': 0, 'num-byte-slice': 0 },
      'local-state-schema': { 'num-uint': 0, 'num-byte-slice': 0 },
    },
  },
  'current-round': 9,
});
const block = JSON.stringify({
  round: 9,
  timestamp: 1795258905,
  'genesis-id': 'sandnet-v1',
  'genesis-hash': b64('gh'),
  'previous-block-hash': b64('prev'),
  seed: b64('seed'),
  'transactions-root': b64('root'),
  transactions: [JSON.parse(transfer)],
});
const header = (round: number) =>
  `{"round":${round},"timestamp":1795258905,"genesis-id":"sandnet-v1","genesis-hash":"${b64('gh')}","previous-block-hash":"${b64('p')}","seed":"${b64('s')}","transactions-root":"${b64('r')}"}`;

interface Case {
  path: string;
  page: ReactElement;
  indexer: Routes;
  algod?: Routes;
  /** Shown once the page has its data. */
  readyTestId: string;
  /**
   * Keys the page asks for that are not the route's to declare: what every route starts (the probe,
   * main.tsx) and the browser's own stores (`local`, not asked over the network).
   */
  notDeclared?: (key: readonly unknown[]) => boolean;
  /** A request off the ready path (`offReadyPath`) and one on it that it must wait for. */
  offReadyPathAfter?: { request: string; after: string };
}

const CASES: Case[] = [
  {
    path: `/lab/account/${ADDRESS}`,
    page: <AccountPage />,
    indexer: {
      ...accountReads,
      [`/v2/accounts/${ADDRESS}/transactions?limit=25`]: [200, txnPage],
      '/v2/assets/7?include-all=true': [200, asset7],
    },
    algod: algodReads,
    readyTestId: 'txn-row',
    // The indexer's history of the account leaves once the rows' assets have answered.
    offReadyPathAfter: {
      request: `/v2/accounts/${ADDRESS}?exclude=all&include-all=true`,
      after: '/v2/assets/7?include-all=true',
    },
  },
  {
    path: `/lab/account/${ADDRESS}?tab=assets`,
    page: <AccountPage />,
    indexer: {
      ...accountReads,
      [`/v2/accounts/${ADDRESS}/assets?limit=25`]: [
        200,
        `{"assets":[{"asset-id":7,"amount":5,"is-frozen":false}],"current-round":9}`,
      ],
      '/v2/assets/7?include-all=true': [200, asset7],
    },
    algod: algodReads,
    readyTestId: 'holding-row',
  },
  {
    path: `/lab/account/${ADDRESS}?tx-type=axfer&min-round=2`,
    page: <AccountPage />,
    indexer: {
      ...accountReads,
      [`/v2/accounts/${ADDRESS}/transactions?tx-type=axfer&min-round=2&limit=25`]: [200, txnPage],
      '/v2/assets/7?include-all=true': [200, asset7],
    },
    algod: algodReads,
    readyTestId: 'txn-row',
  },
  {
    path: '/lab/asset/7',
    page: <AssetPage />,
    indexer: {
      '/v2/assets/7?include-all=true': [200, asset7],
      '/v2/assets/7/balances?limit=25': [
        200,
        `{"balances":[{"address":"${ADDRESS}","amount":5,"is-frozen":false}],"current-round":9}`,
      ],
    },
    readyTestId: 'holder-row',
  },
  {
    path: '/lab/application/42',
    page: <ApplicationPage />,
    indexer: {
      '/v2/applications/42?include-all=true': [200, application],
      '/v2/transactions?application-id=42&limit=1': [200, txnPage],
      '/v2/transactions?application-id=42&min-round=9&max-round=9&limit=1000': [200, txnPage],
      '/v2/assets/7?include-all=true': [200, asset7],
    },
    algod: {
      '/v2/teal/disassemble': [200, '{"result":"#pragma version 10\\nint 1"}'],
      // The application account's balance, declared with the application: algod's alone.
      [`/v2/accounts/${applicationAddress(42n)}?exclude=all&format=json`]: [
        200,
        algodAccount(applicationAddress(42n)),
      ],
    },
    readyTestId: 'txn-row',
    notDeclared: (key) => key[1] === 'local',
  },
  {
    path: `/lab/transaction/${TXID}`,
    page: <TransactionPage />,
    indexer: {
      [`/v2/transactions/${TXID}`]: [200, `{"transaction":${transfer},"current-round":9}`],
      '/v2/assets/7?include-all=true': [200, asset7],
    },
    readyTestId: 'note-value',
  },
  {
    path: '/lab/block/9',
    page: <BlockPage />,
    indexer: {
      '/v2/blocks/9': [200, block],
      '/v2/assets/7?include-all=true': [200, asset7],
    },
    readyTestId: 'txn-row',
  },
  {
    path: '/lab',
    page: <NetworkHomePage />,
    indexer: {
      '/v2/block-headers?limit=1': [200, `{"blocks":[${header(9)}],"current-round":9}`],
      '/v2/block-headers?min-round=1&limit=9': [200, `{"blocks":[${header(9)}],"current-round":9}`],
      '/v2/transactions?min-round=6&max-round=9&limit=1000': [200, txnPage],
      '/v2/transactions?min-round=0&max-round=9&limit=1000': [200, txnPage],
      '/v2/assets/7?include-all=true': [200, asset7],
    },
    readyTestId: 'latest-block',
    notDeclared: (key) => key[1] === 'probe',
    // The probe (the page shows it, not on the ready path) once the tip's lists are in.
    offReadyPathAfter: { request: '/health', after: '/v2/transactions?min-round=6&max-round=9&limit=1000' },
  },
];

/** Keys compared as text (bigints as digits): the cache compares them by value the same way. */
const text = (key: readonly unknown[]) =>
  JSON.stringify(key, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

describe('route data declarations', () => {
  it.each(CASES)(
    '$path: prefetches exactly the keys the page asks for (no more, none twice)',
    async ({
      path,
      page,
      indexer,
      algod = {},
      readyTestId,
      notDeclared = () => false,
      offReadyPathAfter,
    }) => {
      const net = await fakeNetwork(algod, indexer);
      networks.push(net);
      const url = new URL(path, 'http://x');
      const match = matchRoute(url.pathname);
      expect(match?.entry.queries).toBeDefined();
      const declare = await loadRouteQueries(match!.entry.queries!);
      const declared = declare({
        profile: net.profile,
        params: match!.params,
        search: url.searchParams,
      });
      expect(declared.length).toBeGreaterThan(0);

      // As main.tsx does: the app's cache, the declaration first, then the page renders on it.
      const client = createQueryClient();
      const prefetched = prefetchRouteQueries(client, declared);
      holdOffReadyPath(prefetched);
      renderExplorer(net.profile, routePattern(match!.entry), path, page, client);
      await prefetched;
      expect((await screen.findAllByTestId(readyTestId)).length).toBeGreaterThan(0);
      await waitFor(() => expect(client.isFetching()).toBe(0));

      // What the answers lead to (each row's asset, a program's TEAL) is declared too, as follow-ups.
      const followUps = declared.flatMap((q) =>
        q.followUps === undefined ? [] : q.followUps(client.getQueryData(q.queryKey)),
      );
      const queries = client.getQueryCache().getAll();
      const pageKeys = queries.map((q) => q.queryKey).filter((k) => !notDeclared(k));
      expect(pageKeys.map(text).sort()).toEqual(
        [...declared, ...followUps].map((q) => text(q.queryKey)).sort(),
      );
      // The page reads each prefetched answer in the same form (a list as pages or not).
      for (const q of declared) {
        const data = client.getQueryData(q.queryKey) as object | undefined;
        expect(data, text(q.queryKey)).toBeDefined();
        expect('pages' in data!, text(q.queryKey)).toBe('initialPageParam' in q);
      }
      // Nothing asked twice ('/health' is asked of algod and of the indexer: two servers, one list).
      expect(net.requests.filter((r, i) => r !== '/health' && net.requests.indexOf(r) !== i)).toEqual([]);
      if (offReadyPathAfter !== undefined) {
        const { request, after } = offReadyPathAfter;
        expect(net.requests.indexOf(after)).toBeGreaterThanOrEqual(0);
        expect(net.requests.indexOf(request)).toBeGreaterThan(net.requests.indexOf(after));
      }
    },
  );

  it('names only modules that exist, on network routes, and the explorer pages have one', () => {
    const declared = ROUTE_TABLE.filter((e) => e.queries !== undefined);
    expect(declared.filter((e) => !hasRouteQueries(e.queries!))).toEqual([]);
    expect(declared.every((e) => e.scope === 'network')).toBe(true);
    expect(declared.map((e) => e.path).sort()).toEqual(
      [
        '',
        'account/:address',
        'application/:id',
        'asset/:id',
        'block/:round',
        'group/:id',
        'transaction/:txid',
      ].sort(),
    );
  });

  it('matches URLs as the router does: app routes before a network named like them', () => {
    expect(matchRoute('/settings')?.entry.path).toBe('settings');
    expect(matchRoute('/sandbox')?.entry.path).toBe('');
    expect(matchRoute(`/testnet/account/${ADDRESS}`)?.params).toEqual({ net: 'testnet', address: ADDRESS });
    expect(matchRoute('/')).toBeUndefined();
  });
});
