import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeNetwork, type FakeNetwork } from '../../explore/testing/fakeServices';
import { renderExplorer } from '../../explore/testing/renderExplorer';
import { APPLICATION_LABELS as L } from '../applicationLabels';
import { ApplicationPage } from './ApplicationPage';

const CREATOR = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

const app = JSON.stringify({
  application: {
    id: 42,
    'created-at-round': 3,
    params: {
      creator: CREATOR,
      'approval-program': 'CoEBQw==',
      'clear-state-program': 'CoEBQw==',
      'global-state-schema': { 'num-uint': 1, 'num-byte-slice': 2 },
      'local-state-schema': { 'num-uint': 0, 'num-byte-slice': 0 },
      'global-state': [
        { key: b64('count'), value: { type: 2, uint: 18446744073709551615n.toString(), bytes: '' } },
        { key: b64('owner'), value: { type: 1, uint: 0, bytes: Buffer.alloc(32).toString('base64') } },
        { key: b64('name'), value: { type: 1, uint: 0, bytes: b64('<script>') } },
      ],
    },
  },
  'current-round': 9,
}).replace('"18446744073709551615"', '18446744073709551615');

describe('ApplicationPage', () => {
  it('decodes global state (uint64 exact, addresses, text) and shows a box value on demand', async () => {
    const user = userEvent.setup();
    const net = await fakeNetwork(
      {},
      {
        '/v2/applications/42?include-all=true': [200, app],
        '/v2/transactions?application-id=42&limit=1': [200, '{"transactions":[],"current-round":9}'],
        '/v2/applications/42/boxes?limit=25': [
          200,
          `{"application-id":42,"boxes":[{"name":"${b64('vault')}"}]}`,
        ],
        [`/v2/applications/42/box?name=b64%3A${encodeURIComponent(b64('vault'))}`]: [
          200,
          `{"name":"${b64('vault')}","value":"AAEC","round":9}`,
        ],
      },
    );
    networks.push(net);
    renderExplorer(net.profile, '/:net/application/:id', '/lab/application/42', <ApplicationPage />);
    expect(await screen.findByText('18446744073709551615')).toBeVisible();
    // The creator, and the 32-byte `owner` value decoded as an address: both links.
    expect(screen.getAllByRole('link', { name: CREATOR })).toHaveLength(2);
    expect(screen.getByText('<script>')).toBeVisible();
    expect(screen.getByTestId('app-creator')).toHaveTextContent(CREATOR);
    expect(screen.getByText(L.schema(1n, 2n))).toBeVisible();
    expect(await screen.findByText(L.noTransactions)).toBeVisible();
    // This fake node has no developer API: both programs fall back to base64, and say why.
    expect(await screen.findAllByText(L.noDisassembly)).toHaveLength(2);
    expect(screen.getByTestId(`program-${L.approval}`)).toHaveTextContent('CoEBQw==');

    await user.click(screen.getByRole('tab', { name: L.boxes }));
    await user.click(await screen.findByRole('button', { name: L.showBox }));
    expect(await screen.findByLabelText(L.boxValue)).toHaveTextContent('AAEC');
  });
});
