import { screen, within } from '@testing-library/react';
import { READ_ERROR_LABELS } from '../../../ui/readErrorLabels';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { fakeNetwork, type FakeNetwork } from '../testing/fakeServices';
import { renderExplorer } from '../testing/renderExplorer';
import { LatestTransactions } from './LatestTransactions';

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

describe('LatestTransactions', () => {
  it('widens its window of rounds until it has enough, and lists the newest first', async () => {
    const net = await fakeNetwork(
      {},
      {
        '/v2/transactions?limit=1': [200, `{"transactions":[${txns([1])}],"current-round":100}`],
        '/v2/transactions?min-round=97&limit=1000': [
          200,
          `{"transactions":[${txns([99])}],"current-round":100}`,
        ],
        '/v2/transactions?min-round=85&limit=1000': [
          200,
          `{"transactions":[${txns([85, 86, 87, 88, 89, 90, 91, 92, 99])}],"current-round":100}`,
        ],
      },
    );
    networks.push(net);
    renderExplorer(net.profile, '/:net', '/lab', <LatestTransactions />);
    const list = await screen.findByRole('list', { name: L.latestTransactions });
    const rows = within(list).getAllByTestId('txn-row');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('0.000099 ALGO');
    expect(rows[7]).toHaveTextContent('0.000086 ALGO');
    expect(net.requests).toEqual([
      '/v2/transactions?limit=1',
      '/v2/transactions?min-round=97&limit=1000',
      '/v2/transactions?min-round=85&limit=1000',
    ]);
  });

  it('says when the network has no indexer', async () => {
    const net = await fakeNetwork({});
    networks.push(net);
    renderExplorer(net.profile, '/:net', '/lab', <LatestTransactions />);
    expect(await screen.findByText(READ_ERROR_LABELS.needsIndexer)).toBeVisible();
  });
});
