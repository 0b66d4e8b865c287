import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import { BLOCK_LABELS } from '../apps/web/src/features/blocks/blockLabels';
import { EXPLORER_LABELS } from '../apps/web/src/features/explore/explorerLabels';
import { READ_ERROR_LABELS } from '../apps/web/src/ui/readErrorLabels';
import { addCustomNetwork } from './support/appActions';
import { e2eEnv } from './support/e2eEnv';
import { fillExplorerLedger, type ExplorerLedger } from './support/explorerLedger';
import { saveScreen, setScreen } from './support/explorerScreens';
import { expect, test } from './support/fixtures';

let ledger: ExplorerLedger;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ledger = await fillExplorerLedger({
    algod: e2eEnv('algodUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
});

/** The same sandbox as a custom network with algod only: every lookup must still work from the node. */
test('without an indexer, account, asset, application and block pages read from algod', async ({
  page,
  sandbox,
}, testInfo) => {
  await addCustomNetwork(page, { name: 'Node only', algod: { url: sandbox.algod, token: sandbox.token } });

  await page.goto(`/node-only/account/${ledger.holder}`);
  await expect(page.getByTestId('account-balance')).toHaveText('4.798 ALGO');
  await expect(page.getByText(EXPLORER_LABELS.fromAlgod)).toBeVisible();
  await expect(page.getByTestId('account-auth-address')).toHaveText(ledger.authorizer);
  await expect(page.getByText(READ_ERROR_LABELS.needsIndexer)).toBeVisible();
  await page.getByRole('tab', { name: ACCOUNT_LABELS.tabs.assets(1n) }).click();
  await expect(page.getByTestId('holding-row')).toContainText('1,234.56789 EXC');
  await setScreen(page, 375, 'light');
  await saveScreen(page, testInfo, 'explorer-algod-only-account-375-light');

  await page.goto(`/node-only/asset/${ledger.assetId}`);
  await expect(page.getByTestId('asset-total')).toHaveText('18,446,744,073,709.551615');
  await expect(page.getByText(READ_ERROR_LABELS.needsIndexer)).toBeVisible();

  await page.goto(`/node-only/application/${ledger.appId}`);
  await expect(
    page.getByRole('table', { name: APPLICATION_LABELS.globalState }).getByRole('row', { name: /count/ }),
  ).toContainText('18446744073709551615');

  await page.goto(`/node-only/block/${ledger.paymentRound}`);
  await expect(page.getByText(BLOCK_LABELS.idsNeedIndexer)).toBeVisible();
  await expect(page.getByTestId('txn-row')).toContainText('5 ALGO');

  await page.goto('/node-only');
  await expect(page.getByText(READ_ERROR_LABELS.needsIndexer).first()).toBeVisible();
});
