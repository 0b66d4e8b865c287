import { FILTER_MESSAGES } from '@sextant/core/explore/readSearchFilters';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UI_LABELS } from '../../../ui/uiLabels';
import { PAGE_SIZE } from '../../explore/queries/pagedQuery';
import { fakeNetwork, type FakeNetwork } from '../../explore/testing/fakeServices';
import { renderExplorer } from '../../explore/testing/renderExplorer';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { TransactionsPage } from './TransactionsPage';

const SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

const txn = (id: string, amount: string, intra: number) =>
  `{"id":"${id}","tx-type":"pay","sender":"${SENDER}","fee":1000,"first-valid":1,"last-valid":2,"confirmed-round":3,` +
  `"intra-round-offset":${intra},"payment-transaction":{"amount":${amount},"receiver":"${SENDER}"}}`;

describe('TransactionsPage', () => {
  it('reads its filters from the URL, asks the indexer with them, and pages newest first', async () => {
    const user = userEvent.setup();
    // Round 3 holds a page and one more: T1 is its newest, T2 its oldest.
    const round3 = [
      txn('T2', '1', 0),
      ...Array.from({ length: PAGE_SIZE - 1 }, (_, i) => txn(`F${i}`, '2', i + 1)),
      txn('T1', '18446744073709551615', PAGE_SIZE),
    ];
    const answer = (txns: string[]) =>
      [200, `{"transactions":[${txns.join(',')}],"current-round":3}`] as const;
    const net = await fakeNetwork(
      {},
      {
        // The oldest match and the indexer's round, then windows of rounds going back from it (the
        // indexer lists oldest first); the next page goes on inside round 3, and ends at the oldest match.
        '/v2/transactions?tx-type=pay&min-round=2&limit=1': answer([round3[0]!]),
        '/v2/transactions?tx-type=pay&min-round=3&max-round=3&limit=1000': answer(round3),
      },
    );
    networks.push(net);
    renderExplorer(
      net.profile,
      '/:net/transactions',
      '/lab/transactions?tx-type=pay&min-round=2',
      <TransactionsPage />,
    );
    const rows = await screen.findAllByTestId('txn-row');
    expect(rows).toHaveLength(PAGE_SIZE);
    expect(rows[0]).toHaveTextContent('18,446,744,073,709.551615 ALGO');
    expect(screen.getByLabelText('Min round')).toHaveValue('2');
    expect(screen.getByLabelText('Type')).toHaveValue('pay');
    await user.click(screen.getByRole('button', { name: UI_LABELS.loadMore }));
    expect(await screen.findByText('0.000001 ALGO')).toBeVisible();
    expect(screen.getByText(UI_LABELS.endOfList)).toBeVisible();
    expect(screen.getAllByTestId('txn-row')).toHaveLength(PAGE_SIZE + 1);
  }, 20_000);

  it('writes submitted filters to the URL and refuses invalid ones at the field without asking', async () => {
    const user = userEvent.setup();
    const net = await fakeNetwork(
      {},
      {
        // Not one match at all: nothing more to ask.
        '/v2/transactions?limit=1': [200, '{"transactions":[],"current-round":3}'],
      },
    );
    networks.push(net);
    const { router } = renderExplorer(
      net.profile,
      '/:net/transactions',
      '/lab/transactions',
      <TransactionsPage />,
    );
    // No filter set and nothing at all: a fresh network, said so, not "nothing matches".
    expect(await screen.findByText(SEARCH_LABELS.noneYet.transactions)).toBeVisible();
    expect(screen.queryByText(SEARCH_LABELS.noResults)).toBeNull();
    await user.type(screen.getByLabelText('Address'), 'NOT-AN-ADDRESS');
    // "Round" is under "More filters", drawn once that is open.
    expect(screen.queryByLabelText('Round')).toBeNull();
    await user.click(screen.getByText(SEARCH_LABELS.moreFilters));
    await user.type(await screen.findByLabelText('Round'), '12');
    await user.click(screen.getByRole('button', { name: SEARCH_LABELS.search }));
    await waitFor(() => expect(router.state.location.search).toBe('?address=NOT-AN-ADDRESS&round=12'));
    expect(await screen.findByText(FILTER_MESSAGES.address)).toBeVisible();
    expect(screen.getByText(SEARCH_LABELS.fixFilters)).toBeVisible();
    expect(net.requests).toEqual(['/v2/transactions?limit=1']);
  });

  it('says "nothing matches these filters" only while a filter is set', async () => {
    const net = await fakeNetwork(
      {},
      { '/v2/transactions?tx-type=axfer&limit=1': [200, '{"transactions":[],"current-round":3}'] },
    );
    networks.push(net);
    renderExplorer(
      net.profile,
      '/:net/transactions',
      '/lab/transactions?tx-type=axfer',
      <TransactionsPage />,
    );
    expect(await screen.findByText(SEARCH_LABELS.noResults)).toBeVisible();
    expect(screen.queryByText(SEARCH_LABELS.noneYet.transactions)).toBeNull();
  });
});
