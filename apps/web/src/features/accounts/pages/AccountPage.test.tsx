import algosdk from 'algosdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UI_LABELS } from '../../../ui/uiLabels';
import { PAGE_SIZE } from '../../explore/queries/pagedQuery';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { READ_ERROR_LABELS } from '../../../ui/readErrorLabels';
import { fakeNetwork, type FakeNetwork, type Routes } from '../../explore/testing/fakeServices';
import { renderExplorer } from '../../explore/testing/renderExplorer';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { AccountPage } from './AccountPage';

const ADDRESS = algosdk.generateAccount().addr.toString();
const AUTH = algosdk.generateAccount().addr.toString();
const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

const account = (extra: string) =>
  `{"account":{"address":"${ADDRESS}","amount":18446744073709551615,"amount-without-pending-rewards":18446744073709551615,` +
  `"min-balance":200000,"pending-rewards":1,"rewards":0,"round":6,"status":"Offline","total-apps-opted-in":0,` +
  `"total-assets-opted-in":2,"total-created-apps":0,"total-created-assets":0${extra}},"current-round":6}`;

const asset = (id: number, decimals: number, unit: string) =>
  `{"asset":{"index":${id},"params":{"creator":"${AUTH}","decimals":${decimals},"total":18446744073709551615,"unit-name":"${unit}","name":"<b>${unit}</b>"}},"current-round":6}`;

async function open(indexer: Routes | undefined, algod: Routes = {}) {
  const net = await fakeNetwork(algod, indexer);
  networks.push(net);
  const view = renderExplorer(
    net.profile,
    '/:net/account/:address',
    `/lab/account/${ADDRESS}`,
    <AccountPage />,
  );
  return { net, ...view };
}

describe('AccountPage', () => {
  it('shows balance exactly, minimum balance, and a rekeyed account’s auth address as a link', async () => {
    await open({
      [`/v2/accounts/${ADDRESS}?exclude=all`]: [200, account(`,"auth-addr":"${AUTH}"`)],
      [`/v2/accounts/${ADDRESS}/transactions?limit=25`]: [200, '{"transactions":[],"current-round":6}'],
    });
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('18,446,744,073,709.551615 ALGO');
    expect(screen.getByTestId('account-min-balance')).toHaveTextContent('0.2 ALGO');
    expect(screen.getByText(L.rekeyedBadge)).toBeVisible();
    expect(
      within(screen.getByTestId('account-auth-address')).getByRole('link', { name: AUTH }),
    ).toHaveAttribute('href', `/lab/account/${AUTH}`);
    expect(await screen.findByText(L.empty.transactions)).toBeVisible();
    expect(screen.getByTestId('param-address')).toHaveTextContent(ADDRESS);
  });

  it('filters the account’s transactions from the URL', async () => {
    const net = await fakeNetwork(
      {},
      {
        [`/v2/accounts/${ADDRESS}?exclude=all`]: [200, account('')],
        [`/v2/accounts/${ADDRESS}/transactions?tx-type=axfer&min-round=3&limit=25`]: [
          200,
          '{"transactions":[],"current-round":6}',
        ],
      },
    );
    networks.push(net);
    renderExplorer(
      net.profile,
      '/:net/account/:address',
      `/lab/account/${ADDRESS}?tx-type=axfer&min-round=3`,
      <AccountPage />,
    );
    expect(await screen.findByText(L.empty.transactions)).toBeVisible();
    expect(screen.getByLabelText('Type')).toHaveValue('axfer');
    expect(net.requests).toContain(`/v2/accounts/${ADDRESS}/transactions?tx-type=axfer&min-round=3&limit=25`);
  });

  it('pages held assets with "load more", amounts in each asset’s decimals, names as text', async () => {
    const user = userEvent.setup();
    // A full first page (the indexer hands a next token with every non-empty page): asset 7 and
    // 24 others; the second page is shorter than asked, so it is the last one.
    const others = Array.from({ length: PAGE_SIZE - 1 }, (_, i) => 1000 + i);
    const holding = (id: number, amount: string, frozen = false) =>
      `{"amount":${amount},"asset-id":${id},"is-frozen":${frozen}}`;
    const firstPage = [holding(7, '18446744073709551615'), ...others.map((id) => holding(id, '1'))];
    const { net } = await open({
      [`/v2/accounts/${ADDRESS}?exclude=all`]: [200, account('')],
      [`/v2/accounts/${ADDRESS}/transactions?limit=25`]: [200, '{"transactions":[],"current-round":6}'],
      [`/v2/accounts/${ADDRESS}/assets?limit=25`]: [
        200,
        `{"assets":[${firstPage.join(',')}],"current-round":6,"next-token":"1023"}`,
      ],
      [`/v2/accounts/${ADDRESS}/assets?limit=25&next=1023`]: [
        200,
        `{"assets":[${holding(8, '1500', true)}],"current-round":6,"next-token":"8"}`,
      ],
      '/v2/assets/7?include-all=true': [200, asset(7, 6, 'BIG')],
      '/v2/assets/8?include-all=true': [200, asset(8, 2, 'SMOL')],
      ...Object.fromEntries(
        others.map((id) => [`/v2/assets/${id}?include-all=true`, [200, asset(id, 0, `A${id}`)]]),
      ),
    });
    await user.click(await screen.findByRole('tab', { name: L.tabs.assets(2n) }));
    const rows = await screen.findAllByTestId('holding-row');
    expect(rows).toHaveLength(PAGE_SIZE);
    await within(rows[0]!).findByText('BIG');
    expect(rows[0]).toHaveTextContent('18,446,744,073,709.551615 BIG');
    // The name is on-chain text: rendered as text, never as markup.
    expect(within(rows[0]!).getByText('<b>BIG</b> (BIG)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: UI_LABELS.loadMore }));
    await screen.findByText('15');
    expect(screen.getAllByTestId('holding-row')[PAGE_SIZE]).toHaveTextContent(`${L.frozen}15 SMOL`);
    // A page shorter than asked is the last: no "Load more" that would only find nothing.
    expect(await screen.findByText(UI_LABELS.endOfList)).toBeVisible();
    expect(screen.queryByRole('button', { name: UI_LABELS.loadMore })).toBeNull();
    expect(net.requests.filter((r) => r.includes('/assets?'))).toHaveLength(2);
  });

  it('falls back to algod without an indexer and says what is missing', async () => {
    await open(undefined, {
      [`/v2/accounts/${ADDRESS}?format=json`]: [
        200,
        `{"address":"${ADDRESS}","amount":5000000,"amount-without-pending-rewards":5000000,"min-balance":100000,` +
          '"pending-rewards":0,"rewards":0,"round":3,"status":"Online","total-apps-opted-in":0,"total-assets-opted-in":0,' +
          '"total-created-apps":0,"total-created-assets":0}',
      ],
    });
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('5 ALGO');
    expect(screen.getByText(EXPLORER_LABELS.fromAlgod)).toBeVisible();
    expect(screen.getByText(READ_ERROR_LABELS.needsIndexer)).toBeVisible();
    expect(screen.getByTestId('account-status')).toHaveTextContent('Online');
  });

  it('says when the address is invalid, without asking anything', async () => {
    const net = await fakeNetwork({}, {});
    networks.push(net);
    renderExplorer(net.profile, '/:net/account/:address', '/lab/account/NOTANADDRESS', <AccountPage />);
    expect(await screen.findByText(EXPLORER_LABELS.invalid.address)).toBeVisible();
    expect(net.requests).toEqual([]);
  });

  it('shows a node error in plain words, the node’s own text, and a retry', async () => {
    await open({ [`/v2/accounts/${ADDRESS}?exclude=all`]: [400, '{"message":"bad things"}'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(READ_ERROR_LABELS.byCode.READ_BAD_REQUEST);
    expect(screen.getByRole('alert')).toHaveTextContent('bad things');
    expect(screen.getByRole('button', { name: UI_LABELS.retry })).toBeVisible();
  });
});
