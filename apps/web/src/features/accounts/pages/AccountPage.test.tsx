import algosdk from 'algosdk';
import { screen, waitFor, within } from '@testing-library/react';
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

/** algod's account (what the page shows at once). */
const account = (extra: string, amount = '18446744073709551615') =>
  `{"address":"${ADDRESS}","amount":${amount},"amount-without-pending-rewards":${amount},` +
  `"min-balance":200000,"pending-rewards":1,"rewards":0,"round":6,"status":"Offline","total-apps-opted-in":0,` +
  `"total-assets-opted-in":2,"total-created-apps":0,"total-created-assets":0${extra}}`;
/** Its lists left out: the indexer pages them. */
const ALGOD_ACCOUNT = `/v2/accounts/${ADDRESS}?exclude=all&format=json`;
/** The indexer's account, asked for its history (closed ones too). */
const HISTORY = `/v2/accounts/${ADDRESS}?exclude=all&include-all=true`;
const history = (extra: string) =>
  `{"account":{"address":"${ADDRESS}","amount":0,"amount-without-pending-rewards":0,"min-balance":0,` +
  `"pending-rewards":0,"rewards":0,"round":6,"status":"Offline","total-apps-opted-in":0,"total-assets-opted-in":0,` +
  `"total-created-apps":0,"total-created-assets":0,"created-at-round":2${extra}},"current-round":6}`;
const NO_TXNS = '{"transactions":[],"current-round":6}';
/** The payment that closed the account out, in round 5. */
const closeTxn = JSON.stringify({
  id: 'C'.repeat(52),
  'tx-type': 'pay',
  sender: ADDRESS,
  fee: 1000,
  'first-valid': 1,
  'last-valid': 1001,
  'confirmed-round': 5,
  'round-time': 1795258905,
  'payment-transaction': { amount: 0, receiver: AUTH, 'close-remainder-to': AUTH, 'close-amount': 99000 },
});

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
    const { net } = await open(
      {
        [HISTORY]: [200, history('')],
        [`/v2/accounts/${ADDRESS}/transactions?limit=25`]: [200, NO_TXNS],
      },
      { [ALGOD_ACCOUNT]: [200, account(`,"auth-addr":"${AUTH}"`)] },
    );
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('18,446,744,073,709.551615 ALGO');
    expect(screen.getByTestId('account-min-balance')).toHaveTextContent('0.2 ALGO');
    expect(screen.getByText(L.rekeyedBadge)).toBeVisible();
    expect(
      within(screen.getByTestId('account-auth-address')).getByRole('link', { name: AUTH }),
    ).toHaveAttribute('href', `/lab/account/${AUTH}`);
    expect(await screen.findByText(L.empty.transactions)).toBeVisible();
    expect(screen.getByTestId('param-address')).toHaveTextContent(ADDRESS);
    // The indexer adds what algod lacks: the round the account was created in (the row says "…"
    // under the same test id while the history is asked, so wait for the round itself).
    await waitFor(() => expect(screen.getByTestId('account-created-round')).toHaveTextContent('2'));
    expect(net.requests.filter((r) => r.startsWith(`/v2/accounts/${ADDRESS}?`))).toEqual([
      ALGOD_ACCOUNT,
      HISTORY,
    ]);
  });

  it('an address never seen: algod’s zero, and the indexer is not asked for an account it would 404', async () => {
    const { net } = await open(
      {
        [`/v2/accounts/${ADDRESS}/transactions?limit=25`]: [200, NO_TXNS],
        [`/v2/accounts/${ADDRESS}/transactions?limit=1`]: [200, NO_TXNS],
      },
      { [ALGOD_ACCOUNT]: [200, account('', '0')] },
    );
    expect(await screen.findByText(L.neverSeen)).toBeVisible();
    expect(screen.getByTestId('account-balance')).toHaveTextContent('0 ALGO');
    expect(net.requests).not.toContain(HISTORY);
  });

  it('a closed account: says when it closed, and keeps its history', async () => {
    const { net } = await open(
      {
        [`/v2/accounts/${ADDRESS}/transactions?limit=25`]: [200, NO_TXNS],
        [`/v2/accounts/${ADDRESS}/transactions?limit=1`]: [
          200,
          `{"transactions":[${closeTxn}],"current-round":6}`,
        ],
        [HISTORY]: [200, history(',"closed-at-round":5,"deleted":true')],
      },
      { [ALGOD_ACCOUNT]: [200, account('', '0')] },
    );
    expect(await screen.findByText(L.closed(5n))).toBeVisible();
    expect(screen.getByTestId('account-closed-round')).toHaveTextContent('5');
    expect(screen.queryByText(L.neverSeen)).toBeNull();
    expect(net.requests).toContain(HISTORY);
  });

  it('filters the account’s transactions from the URL', async () => {
    const net = await fakeNetwork(
      { [ALGOD_ACCOUNT]: [200, account('')] },
      {
        [HISTORY]: [200, history('')],
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
    const { net } = await open(
      {
        [HISTORY]: [200, history('')],
        [`/v2/accounts/${ADDRESS}/transactions?limit=25`]: [200, NO_TXNS],
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
      },
      { [ALGOD_ACCOUNT]: [200, account('')] },
    );
    await user.click(await screen.findByRole('tab', { name: L.tabs.assets(2n) }));
    const rows = await screen.findAllByTestId('holding-row');
    expect(rows).toHaveLength(PAGE_SIZE);
    await within(rows[0]!).findByText('BIG');
    expect(rows[0]).toHaveTextContent('18,446,744,073,709.551615 BIG');
    // The name is on-chain text: rendered as text, never as markup.
    // The name as text, isolated (<bdi>) from the unit beside it.
    expect(within(rows[0]!).getByText('<b>BIG</b>', { selector: 'bdi' })).toBeVisible();
    expect(rows[0]!.textContent).toContain('<b>BIG</b> (BIG)');

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
    await open({}, { [ALGOD_ACCOUNT]: [400, '{"message":"bad things"}'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(READ_ERROR_LABELS.byCode.READ_BAD_REQUEST);
    expect(screen.getByRole('alert')).toHaveTextContent('bad things');
    expect(screen.getByRole('button', { name: UI_LABELS.retry })).toBeVisible();
  });
});
