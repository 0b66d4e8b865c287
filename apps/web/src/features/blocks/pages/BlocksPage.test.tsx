import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UI_LABELS } from '../../../ui/uiLabels';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { fakeNetwork, type FakeNetwork } from '../../explore/testing/fakeServices';
import { renderExplorer } from '../../explore/testing/renderExplorer';
import { BlocksPage } from './BlocksPage';

const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

const headers = (from: number, to: number) =>
  JSON.stringify({
    blocks: Array.from({ length: to - from + 1 }, (_, i) => ({
      round: from + i,
      timestamp: 1795258905 + from + i,
      'genesis-id': 'sandnet-v1',
      'genesis-hash': 'Z2g=',
      'previous-block-hash': 'cA==',
      seed: 'cw==',
      'transactions-root': 'dA==',
    })),
    'current-round': 30,
  });

describe('BlocksPage', () => {
  it('without filters lists the newest blocks first and pages back in time to round 0', async () => {
    const user = userEvent.setup();
    const net = await fakeNetwork(
      {},
      {
        '/v2/block-headers?limit=1': [200, headers(0, 0)],
        // Each window with the block below it (the oldest one's transaction count needs it).
        '/v2/block-headers?min-round=5&max-round=30&limit=26': [200, headers(5, 30)],
        '/v2/block-headers?min-round=0&max-round=5&limit=26': [200, headers(0, 5)],
      },
    );
    networks.push(net);
    renderExplorer(net.profile, '/:net/blocks', '/lab/blocks', <BlocksPage />);
    const list = await screen.findByRole('list', { name: SEARCH_LABELS.results });
    let rows = within(list).getAllByTestId('block-row');
    expect(rows).toHaveLength(25);
    expect(rows[0]).toHaveTextContent(/^30/);
    await user.click(screen.getByRole('button', { name: UI_LABELS.loadMore }));
    expect(await screen.findByText(UI_LABELS.endOfList)).toBeVisible();
    rows = within(screen.getByRole('list', { name: SEARCH_LABELS.results })).getAllByTestId('block-row');
    expect(rows).toHaveLength(31);
    expect(rows[30]).toHaveTextContent(/^0/);
  });
});
