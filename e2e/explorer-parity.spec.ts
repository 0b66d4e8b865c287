import type { Page } from '@playwright/test';
import { REJECTION_MESSAGES as R } from '../packages/core/src/catalogue/catalogueMessages';
import { ASSET_LABELS } from '../apps/web/src/features/assets/assetLabels';
import { WALLET_LABELS as W } from '../apps/web/src/features/wallet/walletLabels';
import { JSON_VIEW_LABELS as J, QR_LABELS as Q } from '../apps/web/src/ui/jsonViewLabels';
import { seriousViolations } from './support/axeAudit';
import { e2eEnv } from './support/e2eEnv';
import { saveScreen, setScreen, SCHEMES, WIDTHS } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { networkQuiet } from './support/networkQuiet';
import { connectKmd, sandboxClients, walletChip } from './support/kmdWallet';
import { fillParityLedger, type ParityLedger } from './support/parityLedger';
import algosdk from 'algosdk';

const O = ASSET_LABELS.optIn;

// A busy machine: the ledger, then each screen at two widths and two schemes.
test.describe.configure({ timeout: 180_000 });

let ledger: ParityLedger;
test.beforeAll(async () => {
  ledger = await fillParityLedger({
    algod: e2eEnv('algodUrl'),
    indexer: e2eEnv('indexerUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
});

/** Opens "View JSON" and returns the dialog once its JSON shows. */
async function openJson(page: Page) {
  await page.getByRole('button', { name: J.open }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId(J.testId)).toBeVisible();
  return dialog;
}

test('the application page shows its account (linked, with balance and minimum balance)', async ({
  page,
}, testInfo) => {
  await page.goto(`/sandbox/application/${ledger.appId}`);
  const account = page.getByTestId('app-account');
  await expect(account.getByRole('link')).toHaveText(ledger.appAddress);
  await expect(page.getByTestId('app-account-balance')).toHaveText('2 ALGO');
  await expect(page.getByTestId('app-account-balance').locator('span')).toHaveAttribute(
    'title',
    `${ledger.appFunding} microAlgos`,
  );
  await expect(page.getByTestId('app-account-min-balance')).toHaveText('0.1 ALGO');
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `parity-application-${width}-${scheme}`);
    }
  await account.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/sandbox/account/${ledger.appAddress}$`));
  await expect(page.getByTestId('param-address')).toHaveText(ledger.appAddress);
});

test("View JSON shows each page's answer with uint64 exact, copies and downloads it", async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/sandbox/asset/${ledger.assetId}`);
  let dialog = await openJson(page);
  await expect(dialog).toContainText(
    J.description('indexer', `/v2/assets/${ledger.assetId}?include-all=true`),
  );
  await expect(dialog.getByTestId(J.testId)).toContainText(`"total": ${ledger.assetTotal}`);
  await dialog.getByRole('button', { name: 'Copy JSON' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`"total": ${ledger.assetTotal}`);
  expect(copied).toContain(`"index": ${ledger.assetId}`);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: J.download }).click();
  expect((await download).suggestedFilename()).toBe(`asset-${ledger.assetId}.json`);
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `parity-json-asset-${width}-${scheme}`);
    }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The other pages: their own answer, named by service and path.
  // The account is algod's (what it holds now); the indexer adds only its history.
  const pages: [string, 'algod' | 'indexer', string][] = [
    [`/sandbox/account/${ledger.creator}`, 'algod', `/v2/accounts/${ledger.creator}?exclude=all&format=json`],
    [`/sandbox/application/${ledger.appId}`, 'indexer', `/v2/applications/${ledger.appId}?include-all=true`],
    [`/sandbox/transaction/${ledger.assetTxid}`, 'indexer', `/v2/transactions/${ledger.assetTxid}`],
    [`/sandbox/block/${ledger.assetRound}`, 'indexer', `/v2/blocks/${ledger.assetRound}`],
  ];
  for (const [url, service, path] of pages) {
    await page.goto(url);
    dialog = await openJson(page);
    await expect(dialog).toContainText(J.description(service, path));
    // The asset's total appears in its creating transaction and its block, digit for digit.
    if (!url.includes('/account/') && !url.includes('/application/'))
      await expect(dialog.getByTestId(J.testId)).toContainText(`"total": ${ledger.assetTotal}`);
    await page.keyboard.press('Escape');
  }
  await saveScreen(page, testInfo, 'parity-block-heading');
});

test('the account page offers its address as a QR code', async ({ page }, testInfo) => {
  await page.goto(`/sandbox/account/${ledger.creator}`);
  await page.getByRole('button', { name: Q.open }).click();
  const dialog = page.getByRole('dialog', { name: Q.title });
  const image = dialog.getByRole('img', { name: Q.image(ledger.creator) });
  await expect(image).toBeVisible();
  // A real QR code: version 3 or more for 58 characters at level M, with its quiet zone.
  const viewBox = await image.getAttribute('viewBox');
  expect(Number(viewBox?.split(' ')[2])).toBeGreaterThanOrEqual(29 + 8);
  await expect(dialog.getByTestId('qr-address')).toHaveText(ledger.creator);
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `parity-qr-${width}-${scheme}`);
    }
});

test('opt in to an asset through the kmd wallet, then the holding shows; refusals in the catalogue words', async ({
  page,
  sandbox,
}, testInfo) => {
  // The console stays quiet while the page reads whether the account holds the asset.
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.goto(`/sandbox/asset/${ledger.assetId}`);
  const optIn = page.getByRole('button', { name: O.button });
  await expect(optIn).toBeDisabled();
  await expect(page.getByText(O.noWallet)).toBeVisible();

  // An empty account in kmd's wallet: its opt-in cannot pay the fee.
  const { kmd } = sandboxClients(sandbox);
  const empty = algosdk.generateAccount();
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet')!;
  const handle = ((await kmd.initWalletHandle(wallet.id, '')) as { wallet_handle_token: string })
    .wallet_handle_token;
  await kmd.importKey(handle, empty.sk);
  await kmd.releaseWalletHandle(handle);

  const dialog = await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  const first = (await dialog.getByTestId('wallet-account-address').first().textContent())!;
  await dialog
    .getByRole('listitem')
    .filter({ hasText: empty.addr.toString() })
    .getByRole('button', { name: W.useAccount })
    .click();
  await page.keyboard.press('Escape');
  await expect(optIn).toBeEnabled();
  await networkQuiet(page);
  expect(consoleErrors).toEqual([]);
  await optIn.click();
  const error = page.getByTestId(O.errorTestId);
  await expect(error).toContainText(R.transaction(1, '').trim());
  await expect(error).toContainText(empty.addr.toString());

  // The funded first account opts in; the holding shows after the commit.
  await walletChip(page).click();
  await page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: first })
    .getByRole('button', { name: W.useAccount })
    .click();
  await page.keyboard.press('Escape');
  await optIn.click();
  await expect(page.getByTestId(O.statusTestId)).toContainText('Confirmed in round');
  const holding = page.getByTestId(O.holdingTestId);
  await expect(holding).toContainText(new RegExp(`${O.optedIn} 0\\s*MAX$`));
  const { algod } = sandboxClients(sandbox);
  const info = await algod.accountAssetInformation(first, ledger.assetId).do();
  expect(info.assetHolding?.amount).toBe(0n);
  for (const width of WIDTHS) {
    await setScreen(page, width, 'light');
    await saveScreen(page, testInfo, `parity-optin-${width}-light`);
  }
});
