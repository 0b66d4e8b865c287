import { SEARCH_BOX_LABELS } from '../apps/web/src/app/layout/searchBoxLabels';
import { SEARCH_CHOICE_LABELS, SHELL_LABELS } from '../apps/web/src/app/layout/shellLabels';
import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import { ASSET_LABELS } from '../apps/web/src/features/assets/assetLabels';
import { BLOCK_LABELS } from '../apps/web/src/features/blocks/blockLabels';
import { SEARCH_LABELS } from '../apps/web/src/features/explore/search/searchLabels';
import { TRANSACTION_LABELS } from '../apps/web/src/features/transactions/transactionLabels';
import { UI_LABELS } from '../apps/web/src/ui/uiLabels';
import { e2eEnv } from './support/e2eEnv';
import { fillExplorerLedger, type ExplorerLedger } from './support/explorerLedger';
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

test('an asset: total of 2^64 − 1 exact in 6 decimals, roles, a safe URL link, holders', async ({ page }) => {
  await page.goto(`/sandbox/asset/${ledger.assetId}`);
  await expect(page.getByTestId('asset-total')).toHaveText('18,446,744,073,709.551615');
  await expect(page.getByTestId('asset-name')).toHaveText(ledger.assetName);
  await expect(page.getByTestId('asset-manager')).toHaveText(ledger.funder);
  const url = page.getByTestId('asset-url').getByRole('link');
  await expect(url).toHaveAttribute('href', ledger.assetUrl);
  await expect(url).toHaveAttribute('rel', 'noopener noreferrer');
  const holders = page.getByRole('list', { name: ASSET_LABELS.holders }).getByTestId('holder-row');
  await expect(holders).toHaveCount(2);
  await expect(holders.filter({ hasText: '1,234.56789 EXC' })).toHaveCount(1);
  await page.getByRole('tab', { name: ASSET_LABELS.transactions }).click();
  await expect(
    page.getByRole('list', { name: ASSET_LABELS.transactions }).getByTestId('txn-row'),
  ).toHaveCount(3);
});

test('an application: global state decoded, box value, logs, calls', async ({ page }) => {
  await page.goto(`/sandbox/application/${ledger.appId}`);
  await expect(page.getByTestId('app-creator')).toHaveText(ledger.funder);
  const state = page.getByRole('table', { name: APPLICATION_LABELS.globalState });
  await expect(state.getByRole('row', { name: /count/ })).toContainText('18446744073709551615');
  await expect(state.getByRole('row', { name: /name/ })).toContainText('sextant');
  // The sandbox disassembles: the programs read as TEAL.
  await expect(page.getByTestId(`program-${APPLICATION_LABELS.approval}`)).toContainText('itxn_submit');
  await expect(
    page.getByRole('list', { name: APPLICATION_LABELS.transactions }).getByTestId('txn-row'),
  ).toHaveCount(2);
  await page.getByRole('tab', { name: APPLICATION_LABELS.boxes }).click();
  await expect(page.getByTestId('box-row')).toContainText('vault');
  await page.getByRole('button', { name: APPLICATION_LABELS.showBox }).click();
  await expect(page.getByLabel(APPLICATION_LABELS.boxValue)).toHaveText('AAAAAAAAAAA=');
  await page.getByRole('tab', { name: APPLICATION_LABELS.logs }).click();
  // A printable log reads as text (hex and base64 a toggle away).
  await expect(page.getByRole('list', { name: APPLICATION_LABELS.logs })).toContainText('hello log');
});

test('transaction search: filters as fields, in the URL, and "load more"', async ({ page }) => {
  await page.goto('/sandbox/transactions');
  await expect(page.getByRole('heading', { name: TRANSACTION_LABELS.searchTitle })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(ledger.holder);
  await page.getByLabel('Type').selectOption('axfer');
  await page.getByRole('button', { name: SEARCH_LABELS.search }).click();
  await expect(page).toHaveURL(`/sandbox/transactions?address=${ledger.holder}&tx-type=axfer`);
  const rows = page.getByRole('list', { name: SEARCH_LABELS.results }).getByTestId('txn-row');
  await expect(rows).toHaveCount(2);
  // The foot of the list is in view, so the next page (empty) loads by itself: the end of the list.
  await expect(page.getByText(UI_LABELS.endOfList)).toBeVisible();
  await expect(page.getByRole('button', { name: UI_LABELS.loadMore })).toHaveCount(0);
  await expect(rows).toHaveCount(2);

  await page.goto('/sandbox/transactions?min-round=abc');
  await expect(page.getByText(SEARCH_LABELS.fixFilters)).toBeVisible();
});

test('account, asset, application and block searches', async ({ page }) => {
  await page.goto(`/sandbox/accounts?asset-id=${ledger.assetId}`);
  await expect(page.getByRole('heading', { name: ACCOUNT_LABELS.searchTitle })).toBeVisible();
  await expect(page.getByTestId('account-row')).toHaveCount(2);

  await page.goto('/sandbox/assets');
  await page.getByLabel('Name').fill(ledger.assetName);
  await page.getByRole('button', { name: SEARCH_LABELS.search }).click();
  // Other specs may have made their own Explorer Coin in this sandbox: pick this one by id.
  const assetRow = page.getByTestId('asset-row').filter({ hasText: String(ledger.assetId) });
  await expect(assetRow).toContainText(ledger.assetName);
  await expect(assetRow).toContainText('18,446,744,073,709.551615');

  await page.goto(`/sandbox/applications?creator=${ledger.funder}`);
  await expect(page.getByTestId('application-row').filter({ hasText: String(ledger.appId) })).toHaveCount(1);

  await page.goto(`/sandbox/blocks?min-round=${ledger.paymentRound}&max-round=${ledger.paymentRound + 1n}`);
  await expect(page.getByRole('heading', { name: BLOCK_LABELS.blocksTitle })).toBeVisible();
  await expect(page.getByTestId('block-row')).toHaveCount(2);
});

test('a number in the search box says which of asset, application and round exist', async ({ page }) => {
  await page.goto('/sandbox');
  const search = page.getByRole('combobox', { name: SHELL_LABELS.search });
  await search.fill(String(ledger.assetId));
  const option = (name: string) => page.getByRole('option', { name: new RegExp(name) });
  await expect(option(SEARCH_CHOICE_LABELS.asset)).toContainText(SHELL_LABELS.searchExists);
  await expect(option(SEARCH_CHOICE_LABELS.application)).toContainText(SHELL_LABELS.searchMissing);
  // The one that exists is the one highlighted.
  await expect(option(SEARCH_CHOICE_LABELS.asset)).toHaveAttribute('aria-selected', 'true');
  await search.fill(String(ledger.appId));
  await expect(option(SEARCH_CHOICE_LABELS.application)).toContainText(SHELL_LABELS.searchExists);
  await expect(option(SEARCH_CHOICE_LABELS.asset)).toContainText(SHELL_LABELS.searchMissing);
  await expect(option(SEARCH_CHOICE_LABELS.application)).toHaveAttribute('aria-selected', 'true');
  await search.fill(String(ledger.paymentRound));
  await expect(option(SEARCH_CHOICE_LABELS.block)).toContainText(SHELL_LABELS.searchExists);
});

test('a number that names one thing jumps straight to it on Enter, even before the node answered', async ({
  page,
}) => {
  await page.goto('/sandbox');
  const search = page.getByRole('combobox', { name: SHELL_LABELS.search });
  // Typed and sent at once: Enter waits for the node's answer instead of opening the first choice.
  await search.fill(String(ledger.appId));
  await search.press('Enter');
  await expect(page).toHaveURL(`/sandbox/application/${ledger.appId}`);
  await expect(page.getByTestId('param-application-id')).toHaveText(String(ledger.appId));

  await search.fill(String(ledger.assetId));
  await search.press('Enter');
  await expect(page).toHaveURL(`/sandbox/asset/${ledger.assetId}`);

  await search.fill(String(ledger.paymentRound));
  await search.press('Enter');
  await expect(page).toHaveURL(`/sandbox/block/${ledger.paymentRound}`);
  await expect(page.getByTestId('param-round')).toHaveText(String(ledger.paymentRound));
});

test('a number that names nothing says so and stays put', async ({ page }) => {
  await page.goto('/sandbox');
  const search = page.getByRole('combobox', { name: SHELL_LABELS.search });
  const nothing = '999999999999';
  await search.fill(nothing);
  await expect(
    page.getByRole('status').filter({ hasText: SEARCH_BOX_LABELS.nothingFound(nothing) }),
  ).toBeVisible();
  for (const kind of [
    SEARCH_CHOICE_LABELS.asset,
    SEARCH_CHOICE_LABELS.application,
    SEARCH_CHOICE_LABELS.block,
  ])
    await expect(page.getByRole('option', { name: new RegExp(kind) })).toContainText(
      SHELL_LABELS.searchMissing,
    );
  await search.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: SEARCH_BOX_LABELS.nothingFound(nothing) }),
  ).toBeVisible();
  await expect(page).toHaveURL('/sandbox');
  // A person may still pick a choice that does not exist: its page says it is not there.
  await page.getByRole('option', { name: new RegExp(SEARCH_CHOICE_LABELS.application) }).click();
  await expect(page).toHaveURL(`/sandbox/application/${nothing}`);
});
