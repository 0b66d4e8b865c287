import { screen, waitFor, within } from '@testing-library/react';
import { NetworkStatusBadge } from '../../../app/layout/NetworkStatusBadge';
import { PROBE_LABELS } from '../../network/probeLabels';
import { afterEach, describe, expect, it } from 'vitest';
import { READ_ERROR_LABELS } from '../../../ui/readErrorLabels';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { fakeNetwork, type FakeNetwork, type Routes } from '../testing/fakeServices';
import { renderExplorer } from '../testing/renderExplorer';
import { NetworkHomePage } from './NetworkHomePage';

const SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

const txns = (rounds: number[]) =>
  rounds
    .map(
      (r) =>
        `{"id":"TX${r}","tx-type":"pay","sender":"${SENDER}","fee":1000,"first-valid":1,"last-valid":2,` +
        `"confirmed-round":${r},"payment-transaction":{"amount":${r},"receiver":"${SENDER}"}}`,
    )
    .join(',');
const headers = (from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => `{"round":${from + i},"timestamp":${1_700_000_000 + i}}`,
  ).join(',');

/** algod a round ahead of the indexer: what the probe says is not what the lists show. */
const ALGOD: Routes = {
  '/health': [200, ''],
  '/versions': [
    200,
    '{"genesis_id":"lab-v1","genesis_hash_b64":"AAAA","build":{"major":4,"minor":0,"build_number":1}}',
  ],
  '/v2/status': [200, '{"last-round":101,"last-version":"future"}'],
};

const INDEXER: Routes = {
  '/v2/block-headers?limit=1': [200, `{"blocks":[${headers(1, 1)}],"current-round":100}`],
  '/v2/block-headers?min-round=92&limit=9': [200, `{"blocks":[${headers(92, 100)}],"current-round":100}`],
  '/v2/transactions?min-round=97&max-round=100&limit=1000': [
    200,
    `{"transactions":[${txns([99])}],"current-round":100}`,
  ],
  '/v2/transactions?min-round=85&max-round=100&limit=1000': [
    200,
    `{"transactions":[${txns([85, 86, 87, 88, 89, 90, 91, 92, 99])}],"current-round":100}`,
  ],
};

describe('NetworkHomePage', () => {
  it('shows the last round of the same read as the latest blocks and transactions', async () => {
    const net = await fakeNetwork(ALGOD, INDEXER);
    networks.push(net);
    renderExplorer(net.profile, '/:net', '/lab', <NetworkHomePage />);
    const blocks = await screen.findByRole('list', { name: L.latestBlocks });
    const newest = within(blocks).getAllByTestId('latest-block');
    expect(newest).toHaveLength(8);
    expect(newest[0]).toHaveTextContent('100');
    expect(screen.getByTestId('home-last-round')).toHaveTextContent('100');
    // Widened until it held 8, newest first, at the tile's round.
    const rows = within(screen.getByRole('list', { name: L.latestTransactions })).getAllByTestId('txn-row');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('0.000099 ALGO');
    expect(rows[7]).toHaveTextContent('0.000086 ALGO');
    // The indexer's round is asked once, for both lists.
    const asked = net.requests.filter(
      (r) => r.startsWith('/v2/block-headers') || r.startsWith('/v2/transactions'),
    );
    expect(asked[0]).toBe('/v2/block-headers?limit=1');
    expect([...asked].sort()).toEqual(Object.keys(INDEXER).sort());
  });

  it('the header’s round is the tile’s while the home screen is open, algod’s (the probe’s) elsewhere', async () => {
    const net = await fakeNetwork(ALGOD, INDEXER);
    networks.push(net);
    // algod (the probe) is at 101, the indexer's tip at 100: the header and the tile agree on 100.
    const { client, unmount } = renderExplorer(
      net.profile,
      '/:net',
      '/lab',
      <>
        <NetworkStatusBadge profile={net.profile} />
        <NetworkHomePage />
      </>,
    );
    expect(await screen.findAllByTestId('latest-block')).toHaveLength(8);
    expect(screen.getByTestId('home-last-round')).toHaveTextContent('100');
    await waitFor(() =>
      expect(screen.getByTestId('network-status-round')).toHaveTextContent(PROBE_LABELS.round(100n)),
    );
    // Another screen (the home's answer still cached, no longer on screen): the probe's round.
    unmount();
    renderExplorer(net.profile, '/:net', '/lab', <NetworkStatusBadge profile={net.profile} />, client);
    expect(screen.getByTestId('network-status-round')).toHaveTextContent(PROBE_LABELS.round(101n));
  });

  it('the indexer panel’s round is the tile’s (the tip’s read), not the older one the probe saw', async () => {
    // The probe's /health saw the indexer at 98; the tip's read since says 100.
    const net = await fakeNetwork(ALGOD, {
      ...INDEXER,
      '/health': [200, '{"db-available":true,"is-migrating":false,"message":"98","round":98}'],
      '/v2/assets?limit=1': [200, '{"assets":[],"current-round":98}'],
    });
    networks.push(net);
    renderExplorer(net.profile, '/:net', '/lab', <NetworkHomePage />);
    expect(await screen.findAllByTestId('latest-block')).toHaveLength(8);
    expect(await screen.findByTestId('home-indexer-round')).toHaveTextContent('100');
    expect(screen.getByTestId('home-last-round')).toHaveTextContent('100');
  });

  it('shows algod’s last round without an indexer, and says the lists need one', async () => {
    const net = await fakeNetwork(ALGOD);
    networks.push(net);
    renderExplorer(net.profile, '/:net', '/lab', <NetworkHomePage />);
    expect(await screen.findAllByText(READ_ERROR_LABELS.needsIndexer)).toHaveLength(2);
    await expect.poll(() => screen.getByTestId('home-last-round').textContent).toContain('101');
  });
});
