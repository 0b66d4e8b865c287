import { chromium, type BrowserContext, type Page } from '@playwright/test';
import algosdk from 'algosdk';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_NET_MESSAGES } from '../apps/web/src/app/browserNet/browserNetMessages';
import { BROWSER_NET_LABELS as B } from '../apps/web/src/features/browserNet/browserNetLabels';
import { CONTRACTS_LABELS as C } from '../apps/web/src/features/contracts/contractsLabels';
import { FUND_LABELS as F } from '../apps/web/src/features/fund/fundLabels';
import { READ_ERROR_LABELS } from '../apps/web/src/ui/readErrorLabels';
import { BROWSER_NET_TOKEN } from '../packages/core/src/network/builtInNetworks';
import playwrightConfig from './playwright.config';
import { switchNetwork } from './support/appActions';
import { action, deploy, loadSpecFile } from './support/contractsLab';
import { saveScreen, setScreen, SCHEMES, WIDTHS } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { connectKmd, walletChip } from './support/kmdWallet';
import { pageHttpClient } from './support/pageHttpClient';
import { serveApp, type ServedApp } from './support/serveApp';

/**
 * The Browser network: the whole sandbox in the page's Service Worker, the built app served as
 * static files by its own server whose config names no sandbox, and every request that is not to
 * that server aborted (the Node sandbox that global setup started is never reached). One browser
 * profile for the file, closed and opened again to play a browser restart.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const dist =
  process.env['SEXTANT_E2E_DIST'] ?? join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

let app: ServedApp;
let profileDir: string;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const payer = algosdk.generateAccount();
const receiver = algosdk.generateAccount().addr.toString();

async function openBrowser(): Promise<void> {
  context = await chromium.launchPersistentContext(profileDir, {
    ...playwrightConfig.use?.launchOptions,
    headless: true,
    baseURL: app.url,
    acceptDownloads: true,
    viewport: { width: 1280, height: 800 },
  });
  const origin = new URL(app.url).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => pageErrors.push(String(error)));
}

test.beforeAll(async () => {
  app = await serveApp(dist, {});
  profileDir = mkdtempSync(join(tmpdir(), 'sextant-browser-net-'));
  await openBrowser();
});

test.afterEach(() => {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});

test.afterAll(async () => {
  await context.close();
  await app.close();
  rmSync(profileDir, { recursive: true, force: true });
});

function algod(): algosdk.Algodv2 {
  return new algosdk.Algodv2(
    pageHttpClient(page, '/browser-net/algod', { header: 'X-Algo-API-Token', value: BROWSER_NET_TOKEN }),
    // unused with a client of our own, but required by the signature
    'http://browser-net',
  );
}

async function accountShows(address: string, text: string): Promise<void> {
  await page.goto(`/browser/account/${address}`);
  await expect(page.getByTestId('param-address')).toHaveText(address);
  await expect(page.getByText(text).first()).toBeVisible();
}

async function genesisHash(): Promise<string> {
  const params = await algod().getTransactionParams().do();
  return Buffer.from(params.genesisHash!).toString('base64');
}

test('choose Browser: its home answers, the dispenser funds, a payment and a 16-transaction group commit', async () => {
  await page.goto('/settings');
  await switchNetwork(page, 'Browser');
  await expect(page).toHaveURL(/\/browser$/);
  await expect(page.getByTestId('home-status')).toContainText('Reachable');
  await expect(page.getByTestId('home-last-round')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('home-kmd')).toContainText('Reachable');

  await page.getByRole('navigation').getByRole('link', { name: 'Fund', exact: true }).click();
  await page.getByLabel(F.address, { exact: true }).fill(payer.addr.toString());
  await page.getByLabel(F.amount).fill('50');
  await page.getByRole('button', { name: F.fund, exact: true }).click();
  await expect(page.getByTestId(F.ids.status)).toContainText('Confirmed in round');

  const client = algod();
  const suggestedParams = await client.getTransactionParams().do();
  const pay = (amount: number, note: string) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: payer.addr,
      receiver,
      amount,
      note: new TextEncoder().encode(note),
      suggestedParams,
    });
  const single = pay(1_000_000, 'one');
  await client.sendRawTransaction(single.signTxn(payer.sk)).do();
  await algosdk.waitForConfirmation(client, single.txID(), 10);
  const group = algosdk.assignGroupID(Array.from({ length: 16 }, (_, i) => pay(500_000, `group ${i}`)));
  await client.sendRawTransaction(group.map((t) => t.signTxn(payer.sk))).do();
  await algosdk.waitForConfirmation(client, group[15]!.txID(), 10);

  await accountShows(receiver, '9 ALGO');
  // The explorer's lists come from the worker's indexer: the home's latest transactions show the group.
  await page.goto('/browser');
  await expect(
    page.getByRole('link', { name: group[15]!.txID().slice(0, 6), exact: false }).first(),
  ).toBeVisible();
  await page.goto(`/browser/transaction/${group[0]!.txID()}`);
  await expect(page.getByText(group[0]!.txID()).first()).toBeVisible();
});

test('the contract lab deploys and calls an ARC-56 app, signed by kmd in the worker; kmd connects', async () => {
  await page.goto('/browser/contracts');
  await page.getByRole('heading', { name: C.title }).waitFor();
  await loadSpecFile(page, 'puya/hello_world_arc4/HelloWorldContract.arc56.json');
  const appId = await deploy(page);
  expect(appId).toBeGreaterThan(0n);
  await action(page, 'hello').click();
  await page.getByLabel('name').fill('Browser');
  await page.getByRole('button', { name: C.send, exact: true }).click();
  await expect(page.getByText(/^Committed in round \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('lab-return')).toHaveText('Hello, Browser');

  await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');

  // The other screens open on it too (their flows are the Sandbox specs'; the node is the same code).
  for (const screen of ['compose', 'multisig', 'logicsig', 'debug', 'accounts', 'blocks']) {
    await page.goto(`/browser/${screen}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const failure of Object.values(READ_ERROR_LABELS.byCode))
      await expect(page.getByText(failure, { exact: true })).toHaveCount(0);
  }
});

test('everything is still there after a reload, a hard reload and a browser restart', async () => {
  await page.goto('/browser');
  await page.reload();
  await accountShows(receiver, '9 ALGO');
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');

  // Shift+Reload skips the worker: the page either gets it back (the worker claims it) or says how.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  const outcome = page.getByTestId('param-address').or(page.getByText(BROWSER_NET_MESSAGES.hardReload));
  await expect(outcome).toBeVisible();
  if (await page.getByText(BROWSER_NET_MESSAGES.hardReload).isVisible()) await page.reload();
  await expect(page.getByTestId('param-address')).toHaveText(receiver);

  await context.close();
  await openBrowser();
  await accountShows(receiver, '9 ALGO');
});

test('export, a refused import, reset to a fresh genesis, and the export imported back', async () => {
  const testInfo = test.info();
  await page.goto('/browser');
  const panel = page.getByTestId('browser-net-panel');
  await expect(panel).toBeVisible();
  const before = await genesisHash();

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: B.export }).click();
  const download = await downloading;
  const saved = testInfo.outputPath('browser-network.sextant-net');
  await download.saveAs(saved);
  expect(readFileSync(saved).length).toBeGreaterThan(0);
  await expect(panel.getByRole('status')).toContainText('Saved');

  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, testInfo, `browser-net-home-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');

  // A file that is not a network: refused in words, nothing changed.
  await panel.getByLabel(B.importFileLabel).setInputFiles({
    name: 'not-a-network.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('this is not a network'),
  });
  await page.getByRole('dialog').getByRole('button', { name: B.importConfirm }).click();
  await expect(page.getByTestId('browser-net-error')).toContainText('The Browser network refused (HTTP 400)');
  expect(await genesisHash()).toBe(before);

  // Reset asks first; cancelling changes nothing.
  await panel.getByRole('button', { name: B.reset }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(B.resetTitle);
  // The dialog as seen (the viewport: a full-page capture draws the fixed header mid-page).
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await page.screenshot({
        path: join(testInfo.project.outputDir, 'screens', `browser-net-reset-${width}-${scheme}.png`),
      });
    }
  await setScreen(page, 1280, 'light');
  await dialog.getByRole('button', { name: B.cancel }).first().click();
  expect(await genesisHash()).toBe(before);

  await panel.getByRole('button', { name: B.reset }).click();
  await dialog.getByRole('button', { name: B.resetConfirm }).click();
  await expect(panel.getByRole('status')).toHaveText(B.resetDone);
  expect(await genesisHash()).not.toBe(before);
  const fresh = await algod().accountInformation(receiver).do();
  expect(fresh.amount).toBe(0n);

  await panel.getByLabel(B.importFileLabel).setInputFiles(saved);
  await page.getByRole('dialog').getByRole('button', { name: B.importConfirm }).click();
  await expect(panel.getByRole('status')).toHaveText(B.imported('browser-network.sextant-net'));
  expect(await genesisHash()).toBe(before);
  await accountShows(receiver, '9 ALGO');
});
