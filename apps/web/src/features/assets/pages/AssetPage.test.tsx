import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { READ_ERROR_LABELS } from '../../../ui/readErrorLabels';
import { fakeNetwork, type FakeNetwork, type Routes } from '../../explore/testing/fakeServices';
import { renderExplorer } from '../../explore/testing/renderExplorer';
import { ASSET_LABELS as L } from '../assetLabels';
import { AssetPage } from './AssetPage';

const CREATOR = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

const params = (url: string) =>
  `{"creator":"${CREATOR}","decimals":6,"total":18446744073709551615,"name":"<img src=x>","unit-name":"EXC",` +
  `"url":"${url}","manager":"${CREATOR}","reserve":""}`;

async function open(id: string, algod: Routes, indexer?: Routes) {
  const net = await fakeNetwork(algod, indexer);
  networks.push(net);
  renderExplorer(net.profile, '/:net/asset/:id', `/lab/asset/${id}`, <AssetPage />);
  return net;
}

describe('AssetPage', () => {
  it('shows the total exactly in the asset’s decimals, names as text, roles, and holders', async () => {
    await open(
      '1002',
      {},
      {
        '/v2/assets/1002?include-all=true': [
          200,
          `{"asset":{"index":1002,"params":${params('https://example.com/c')}},"current-round":9}`,
        ],
        '/v2/assets/1002/balances?limit=25': [
          200,
          `{"balances":[{"address":"${CREATOR}","amount":18446744073709551614,"is-frozen":true}],"current-round":9}`,
        ],
      },
    );
    expect(await screen.findByTestId('asset-total')).toHaveTextContent('18,446,744,073,709.551615');
    expect(screen.getByTestId('asset-name')).toHaveTextContent('<img src=x>');
    expect(screen.getByTestId('asset-manager')).toHaveTextContent(CREATOR);
    // Reserve is empty, freeze and clawback absent: all three are "not set".
    expect(screen.getAllByText(L.notSet)).toHaveLength(3);
    expect(within(screen.getByTestId('asset-url')).getByRole('link')).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const holder = await screen.findByTestId('holder-row');
    expect(holder).toHaveTextContent('18,446,744,073,709.551614 EXC');
    expect(holder).toHaveTextContent(L.frozen);
  });

  it('works from algod without an indexer; an unsafe URL stays text', async () => {
    await open('7', {
      '/v2/assets/7': [200, `{"index":7,"params":${params('javascript:alert(1)')}}`],
    });
    expect(await screen.findByTestId('asset-url')).toHaveTextContent('javascript:alert(1)');
    expect(within(screen.getByTestId('asset-url')).queryByRole('link')).toBeNull();
    expect(await screen.findByText(READ_ERROR_LABELS.needsIndexer)).toBeVisible();
  });

  it('says when there is no such asset', async () => {
    await open('8', { '/v2/assets/8': [404, '{"message":"asset does not exist"}'] }, {});
    expect(await screen.findByText(EXPLORER_LABELS.notFound.asset('8'))).toBeVisible();
  });
});
