import { chromium, type BrowserContext, type Page } from '@playwright/test';
import algosdk from 'algosdk';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_NET_MESSAGES } from '../apps/web/src/app/browserNet/browserNetMessages';
import {
  BROWSER_NET_CHANNEL,
  BROWSER_NET_WORKER_FILE,
} from '../apps/web/src/app/browserNet/browserNetWorker';
import { BROWSER_NET_LABELS as B } from '../apps/web/src/features/browserNet/browserNetLabels';
import { KMD_FIELD_LABELS as KMD } from '../apps/web/src/app/kmd/kmdFieldLabels';
import { COMPOSE_LABELS as CL } from '../apps/web/src/features/compose/composeLabels';
import { CONTRACTS_LABELS as C } from '../apps/web/src/features/contracts/contractsLabels';
import { DEBUG_LABELS as DL } from '../apps/web/src/features/debug/debugLabels';
import { LOGICSIG_LABELS as LS } from '../apps/web/src/features/logicsig/logicSigLabels';
import {
  MULTISIG_LABELS as MS,
  MULTISIG_TEST_IDS as MT,
} from '../apps/web/src/features/multisig/multisigLabels';
import { exportUnsigned } from '../packages/core/src/offline/exportUnsigned';
import { FUND_LABELS as F } from '../apps/web/src/features/fund/fundLabels';
import { FORK_LABELS as FORK } from '../apps/web/src/features/explore/components/forkLabels';
import { formatAlgos } from '../packages/core/src/format/formatAlgos';
import { READ_ERROR_LABELS } from '../apps/web/src/ui/readErrorLabels';
import { ComposeScreen } from './support/composeScreen';
import { BROWSER_NET_TOKEN } from '../packages/core/src/network/builtInNetworks';
import playwrightConfig from './playwright.config';
import { addCustomNetwork, switchNetwork } from './support/appActions';
import { e2eSandboxUrls } from './support/e2eEnv';
import { genesisAccount } from './support/explorerLedger';
import { action, deploy, loadSpecFile } from './support/contractsLab';
import { saveScreen, setScreen, SCHEMES, WIDTHS } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { connectKmd, sandboxClients, walletChip } from './support/kmdWallet';
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
let labAppId = 0n;
/** The message the next build's worker waits for before it ends its install (the update test). */
const INSTALL_GATE = 'sextant-e2e-next-build-install';
/** A copy of the build whose worker differs (the update test); removed at the end. */
let nextDist: string | undefined;

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
  if (nextDist !== undefined) rmSync(nextDist, { recursive: true, force: true });
});

function algod(): algosdk.Algodv2 {
  return new algosdk.Algodv2(
    pageHttpClient(page, '/browser-net/algod', { header: 'X-Algo-API-Token', value: BROWSER_NET_TOKEN }),
    // unused with a client of our own, but required by the signature
    'http://browser-net',
  );
}

function kmd(): algosdk.Kmd {
  // Kmd's constructor is typed for a token, but takes a BaseHTTPClient like the other clients.
  return new algosdk.Kmd(
    pageHttpClient(page, '/browser-net/kmd', {
      header: 'X-KMD-API-Token',
      value: BROWSER_NET_TOKEN,
    }) as never,
  );
}

async function accountShows(address: string, text: string): Promise<void> {
  await page.goto(`/browser/account/${address}`);
  await expect(page.getByTestId('param-address')).toHaveText(address);
  await expect(page.getByText(text).first()).toBeVisible();
}

/** The accounts the open wallet dialog lists (kmd's, once connected). */
async function kmdAccounts(on: Page): Promise<string[]> {
  const listed = on.getByRole('dialog').getByTestId('wallet-account-address');
  await expect(listed.first()).toBeVisible();
  return listed.allTextContents();
}

async function genesisHash(): Promise<string> {
  const params = await algod().getTransactionParams().do();
  return Buffer.from(params.genesisHash!).toString('base64');
}

test('choose Browser: its home answers, the dispenser funds, a payment and a 16-transaction group commit', async () => {
  // The worker's script held back: the gate stands in for the screens until the worker controls the page.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const workerScript = `**/${BROWSER_NET_WORKER_FILE}`;
  await context.route(workerScript, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/settings');
  await switchNetwork(page, 'Browser');
  await expect(page).toHaveURL(/\/browser$/);
  await expect(page.getByText(BROWSER_NET_MESSAGES.starting)).toBeVisible();
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, test.info(), `browser-net-gate-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');
  // What the worker tells the pages of its start, heard from this page (the gate hears the same).
  await page.evaluate((name) => {
    const heard: string[] = [];
    Object.assign(window, { __sextantStages: heard });
    new BroadcastChannel(name).onmessage = ({ data }: MessageEvent<{ type?: string; stage?: string }>) => {
      if (data.type === 'sextant-browser-net-stage' && data.stage !== undefined) heard.push(data.stage);
    };
  }, BROWSER_NET_CHANNEL);
  release();
  await context.unroute(workerScript);
  // The network's first start (a genesis, kmd's wallet behind scrypt) on a machine the other
  // worker keeps busy: seconds, not a speed this test measures.
  const firstStart = { timeout: 30_000 };
  await expect(page.getByTestId('home-status')).toContainText('Reachable', firstStart);
  await expect(page.getByTestId('home-last-round')).toHaveText(/^\d+$/, firstStart);
  await expect(page.getByTestId('home-kmd')).toContainText('Reachable', firstStart);
  // A fresh store's start, stage by stage (a page that asks hears the current one again: repeats folded).
  const heard = await page.evaluate(
    () => (window as unknown as { __sextantStages: string[] }).__sextantStages,
  );
  expect(heard.filter((stage, i) => stage !== heard[i - 1])).toEqual([
    'evaluated',
    'opening-store',
    'genesis',
    'kmd',
    'indexing',
    'ready',
  ]);

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
  labAppId = appId;
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

test("a new build's worker takes over the open tab and keeps what the old one stored", async () => {
  await accountShows(receiver, '9 ALGO');
  // The next build: the same app, its worker plus lines that say which build answers and hold its
  // install until the test lets it finish, served at the same origin. The page's navigation makes
  // the browser fetch the worker's script again (served no-cache, registered with updateViaCache
  // 'none'); new bytes install it, and skipWaiting + claim put it in control of the open tab.
  nextDist = mkdtempSync(join(tmpdir(), 'sextant-next-build-'));
  cpSync(dist, nextDist, { recursive: true });
  appendFileSync(
    join(nextDist, BROWSER_NET_WORKER_FILE),
    `
self.addEventListener('message', (event) => {
  if (event.data === 'sextant-which-build') event.source.postMessage('next-build');
});
let installed;
self.addEventListener('install', (event) => event.waitUntil(new Promise((done) => { installed = done; })));
self.addEventListener('message', (event) => {
  if (event.data === '${INSTALL_GATE}') installed?.();
});
`,
  );
  const whichBuild = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const container = navigator.serviceWorker;
          if (container.controller === null) return resolve('not controlled');
          const timer = setTimeout(() => resolve('old build'), 1000);
          container.addEventListener('message', (event) => {
            if (event.data !== 'next-build') return;
            clearTimeout(timer);
            resolve('next build');
          });
          container.startMessages();
          container.controller.postMessage('sextant-which-build');
        }),
    );
  expect(await whichBuild()).toBe('old build');
  // The browser's view of the worker versions (DevTools' ServiceWorker domain).
  const cdp = await context.newCDPSession(page);
  const versions = new Map<string, { status: string; running: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const v of updated) versions.set(v.versionId, { status: v.status, running: v.runningStatus });
  });
  await cdp.send('ServiceWorker.enable');
  const versionWith = (status: string) => [...versions].find(([, v]) => v.status === status)?.[0];
  await expect.poll(() => versionWith('activated')).toBeDefined();
  const oldVersion = versionWith('activated')!;

  const origin = app.url;
  await app.close();
  app = await serveApp(nextDist, {}, Number(new URL(origin).port));
  expect(app.url, 'the next build at the same origin').toBe(origin);
  await page.goto('/browser');
  // The page's load asked for the script again (ensureBrowserNet); ask again while waiting, as the
  // next page load would, in case that check came before the new server answered.
  await expect
    .poll(async () => {
      if (versionWith('installing') === undefined)
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update().catch(() => undefined);
        });
      return versionWith('installing');
    })
    .toBeDefined();
  // The race CI met: a request lands as the old worker stops, the browser restarts it, and the new
  // worker finishes installing while the old one is starting. Chromium then asks nothing of the old
  // one, which a page asking every few seconds keeps from ever being idle for 30 s: left alone, the
  // new worker waits (up to five minutes). The page asks it to skip waiting again until it is active.
  await cdp.send('ServiceWorker.stopWorker', { versionId: oldVersion });
  await page.evaluate(async (gate) => {
    const installing = (await navigator.serviceWorker.getRegistration())?.installing;
    void fetch('/browser-net/algod/health').catch(() => undefined);
    setTimeout(() => installing?.postMessage(gate), 50);
  }, INSTALL_GATE);
  await expect
    .poll(
      async () => {
        const build = await whichBuild();
        return build === 'next build' ? build : `${build} (versions ${JSON.stringify([...versions])})`;
      },
      { timeout: 30_000 },
    )
    .toBe('next build');
  expect(versions.get(oldVersion)?.status).toBe('redundant');
  await cdp.detach();

  // The new worker starts its sandbox from what the old one stored, and goes on committing; it is
  // the store's one writer (the old worker released the lock when it ended).
  await accountShows(receiver, '9 ALGO');
  const writers = await page.evaluate(async () => (await navigator.locks.query()).held?.map((l) => l.name));
  expect(writers).toEqual(['sextant-browser-network-writer:sextant-browser-network']);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  const client = algod();
  const newcomer = algosdk.generateAccount().addr.toString();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver: newcomer,
    amount: 2_000_000,
    suggestedParams: await client.getTransactionParams().do(),
  });
  await client.sendRawTransaction(txn.signTxn(payer.sk)).do();
  await algosdk.waitForConfirmation(client, txn.txID(), 10);
  await accountShows(newcomer, '2 ALGO');
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

  // A second tab on the same network, its kmd session resumed: it must follow what the first does.
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await walletChip(page).click();
  const oldKmdAccounts = await kmdAccounts(page);
  await page.keyboard.press('Escape');
  const other = await context.newPage();
  other.on('pageerror', (error) => pageErrors.push(String(error)));
  await other.goto('/browser');
  await expect(other.getByText(before).first()).toBeVisible();
  await expect(walletChip(other)).toHaveAttribute('data-state', 'connected');

  // A third tab saw the Browser network, then moved to another: the worker does not control it,
  // yet its cache holds the old network's answers, so it must hear the reset too.
  const third = await context.newPage();
  third.on('pageerror', (error) => pageErrors.push(String(error)));
  await third.goto('/browser');
  await expect(third.getByText(before).first()).toBeVisible();
  await switchNetwork(third, 'Sandbox');
  await expect(third).toHaveURL(/\/sandbox/);
  await third.evaluate((name) => {
    const heard: unknown[] = [];
    (window as unknown as { heardOnChannel: unknown[] }).heardOnChannel = heard;
    new BroadcastChannel(name).onmessage = (event) => heard.push(event.data);
  }, BROWSER_NET_CHANNEL);

  await panel.getByRole('button', { name: B.reset }).click();
  await dialog.getByRole('button', { name: B.resetConfirm }).click();
  // A new genesis and a new kmd whose default wallet is sealed with scrypt in JavaScript: seconds on
  // a busy two-core machine.
  await expect(panel.getByRole('status')).toHaveText(B.resetDone, { timeout: 30_000 });
  const reset = await genesisHash();
  await expect
    .poll(() => third.evaluate(() => (window as unknown as { heardOnChannel: unknown[] }).heardOnChannel))
    .toEqual([expect.objectContaining({ type: 'sextant-browser-net-replaced', action: 'reset' })]);
  await switchNetwork(third, 'Browser');
  await expect(third.getByText(reset).first()).toBeVisible();
  await expect(third.getByText(before)).toHaveCount(0);
  await expect(third.getByTestId('browser-net-replaced')).toHaveCount(0);
  await third.close();
  expect(reset).not.toBe(before);
  const fresh = await algod().accountInformation(receiver).do();
  expect(fresh.amount).toBe(0n);
  // This tab's kmd session belonged to the old kmd: gone, and so in the other tab, which says why
  // and shows the fresh genesis without a reload.
  await expect(walletChip(page)).toHaveAttribute('data-state', 'disconnected');
  await expect(
    page.getByTestId('browser-net-replaced'),
    'the tab that reset says so in its panel',
  ).toHaveCount(0);
  await expect(other.getByTestId('browser-net-replaced')).toHaveText(
    BROWSER_NET_MESSAGES.replacedElsewhere.reset,
  );
  await expect(other.getByText(reset).first()).toBeVisible();
  await expect(other.getByText(before)).toHaveCount(0);
  await expect(walletChip(other)).toHaveAttribute('data-state', 'disconnected');
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(other, width, scheme);
      await other.evaluate(() => window.scrollTo(0, 0));
      await other.screenshot({
        path: join(testInfo.project.outputDir, 'screens', `browser-net-replaced-${width}-${scheme}.png`),
        // The buttons' colour transition would otherwise be caught half-way after the scheme switch.
        animations: 'disabled',
      });
    }
  await setScreen(other, 1280, 'light');
  // Connecting again lists the new kmd's accounts, none of the old ones.
  await connectKmd(other);
  await expect(walletChip(other)).toHaveAttribute('data-state', 'connected');
  const newAccounts = await kmdAccounts(other);
  expect(newAccounts.length).toBeGreaterThan(0);
  for (const address of oldKmdAccounts) expect(newAccounts).not.toContain(address);
  await other.keyboard.press('Escape');

  await panel.getByLabel(B.importFileLabel).setInputFiles(saved);
  await page.getByRole('dialog').getByRole('button', { name: B.importConfirm }).click();
  await expect(panel.getByRole('status')).toHaveText(B.imported('browser-network.sextant-net'), {
    timeout: 30_000,
  });
  expect(await genesisHash()).toBe(before);
  await expect(other.getByTestId('browser-net-replaced')).toHaveText(
    BROWSER_NET_MESSAGES.replacedElsewhere.import,
  );
  await expect(other.getByText(before).first()).toBeVisible();
  await expect(walletChip(other)).toHaveAttribute('data-state', 'disconnected');
  await other.close();
  await accountShows(receiver, '9 ALGO');
});

test('multisig, logic signature and debugger each do one real thing on it', async () => {
  const client = algod();
  const kmdWallet = 'unencrypted-default-wallet';
  const { wallets } = (await kmd().listWallets()) as { wallets: { id: string; name: string }[] };
  const walletId = wallets.find((w) => w.name === kmdWallet)!.id;
  const handle = ((await kmd().initWalletHandle(walletId, '')) as { wallet_handle_token: string })
    .wallet_handle_token;
  const held = ((await kmd().listKeys(handle)) as { addresses: string[] }).addresses;
  const [a, b] =
    held.length >= 2 ? held : [...held, ((await kmd().generateKey(handle)) as { address: string }).address];
  const c = algosdk.generateAccount().addr.toString();
  const msig = algosdk.multisigAddress({ version: 1, threshold: 2, addrs: [a!, b!, c] }).toString();
  const sp = await client.getTransactionParams().do();
  const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver: msig,
    amount: 2_000_000,
    suggestedParams: sp,
  });
  await client.sendRawTransaction(fund.signTxn(payer.sk)).do();
  await algosdk.waitForConfirmation(client, fund.txID(), 10);

  // Multisig: the 2-of-3 account made on the screen, a payment from it signed by two kmd keys, sent.
  await page.goto('/browser/multisig');
  await page.getByLabel(MS.threshold, { exact: true }).fill('2');
  for (const [i, addr] of [a!, b!, c].entries())
    await page.getByLabel(MS.addressN(i + 1), { exact: true }).fill(addr);
  await expect(page.getByTestId(MT.address)).toHaveText(msig);
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver,
    amount: 500_000,
    suggestedParams: sp,
  });
  await page
    .getByLabel(MS.importInput, { exact: true })
    .fill(Buffer.from(exportUnsigned([pay])).toString('base64'));
  await page.getByRole('button', { name: MS.importButton }).click();
  await expect(page.getByTestId(MT.progress(0))).toHaveText(MS.progress(0, 2));
  await page.getByLabel(KMD.password, { exact: true }).fill('');
  await page.getByRole('button', { name: MS.loadAddresses }).click();
  for (const [position, member] of [
    [1, a!],
    [2, b!],
  ] as const) {
    await page.getByRole('button', { name: MS.signAsMember(position, `kmd · ${kmdWallet}`) }).click();
    await expect(page.getByTestId(MT.signNote)).toHaveText(MS.signedBy(member));
  }
  await expect(page.getByTestId(MT.progress(0))).toHaveText(MS.progress(2, 2));
  await page.getByRole('button', { name: MS.send, exact: true }).click();
  await expect(page.getByTestId(MT.sendStatus)).toContainText(/Confirmed in round \d+/);

  // Logic signature: a program compiled by the worker's algod, its account funded from kmd, paid out.
  const escrowReceiver = algosdk.generateAccount().addr.toString();
  await page.goto('/browser/logicsig');
  await page.getByRole('textbox', { name: LS.editorLabel }).fill('#pragma version 10\nint 1\n');
  await page.getByRole('button', { name: LS.compile, exact: true }).click();
  await expect(page.getByText(LS.compiled, { exact: true })).toBeVisible();
  const account = page.getByRole('region', { name: LS.account });
  await account.getByLabel(LS.kmdAccount, { exact: true }).selectOption(a!);
  await account.getByLabel(LS.fundAmount, { exact: true }).fill('1');
  await account.getByRole('button', { name: LS.fund }).click();
  await expect(account.getByText(LS.fundSent('1'))).toBeVisible();
  const send = page.getByRole('region', { name: LS.send });
  await send.getByLabel(LS.receiver, { exact: true }).fill(escrowReceiver);
  await send.getByLabel(LS.amount, { exact: true }).fill('0.5');
  await send.getByRole('button', { name: LS.sendIt }).click();
  await expect(page.getByTestId('lsig-send-outcome')).toContainText('Committed in round');
  expect((await client.accountInformation(escrowReceiver).do()).amount).toBe(500_000n);

  // Debugger: an app call built in the studio (the lab's app, no method: its router rejects it) is
  // simulated, opened in the debugger on the failing opcode, and stepped back.
  const studio = new ComposeScreen(page);
  await page.goto('/browser/compose');
  await expect(page.getByRole('heading', { name: CL.title })).toBeVisible();
  await studio.addTxn('appl', {
    [CL.fields.sender]: payer.addr.toString(),
    [CL.fields.appId]: String(labAppId),
  });
  await studio.build();
  await expect(page.getByTestId('compose-simulation')).toHaveAttribute('data-ok', 'false');
  await page.getByTestId('compose-debug').click();
  await expect(page).toHaveURL(/\/browser\/debug#group=/);
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('debug-failing')).toHaveText(DL.failingStep);
  const failingAt = await page.getByTestId('debug-step-of').textContent();
  await page.getByTestId('debug-back').click();
  await expect(page.getByTestId('debug-failing')).toHaveCount(0);
  await expect(page.getByTestId('debug-step-of')).not.toHaveText(failingAt ?? '');
});

test('damaged stored blocks: the page names the block, exports what is readable, and repair starts from the blocks before it', async () => {
  const testInfo = test.info();
  const M = BROWSER_NET_MESSAGES.corrupt;
  await page.goto('/browser');
  await expect(page.getByTestId('browser-net-panel')).toBeVisible();
  const latest = Number((await algod().status().do()).lastRound);
  expect(latest).toBeGreaterThanOrEqual(3);
  const damaged = latest - 1; // one whole block after it: damage, not a torn write
  const keptHash = (
    await algod()
      .getBlockHash(damaged - 1)
      .do()
  ).blockhash;

  // One byte of the stored block flipped (a bad sector), then the worker stopped: the next load replays the store.
  // (A string: the page runs it as written, with nothing the test's transpiler adds.)
  await page.evaluate(
    `(async () => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open('sextant-browser-network');
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });
  const frame = await new Promise((ok, fail) => {
    const r = db.transaction('blocks').objectStore('blocks').get(${damaged});
    r.onsuccess = () => ok(new Uint8Array(r.result));
    r.onerror = () => fail(r.error);
  });
  frame[48] ^= 0x10;
  const tx = db.transaction('blocks', 'readwrite');
  tx.objectStore('blocks').put(frame, ${damaged});
  await new Promise((ok) => (tx.oncomplete = ok));
  db.close();
})()`,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.reload();
  const repair = page.getByTestId('browser-net-repair');
  // The worker starts again and replays the store: seconds on a busy machine.
  await expect(repair).toContainText(M.detail(damaged, 1), { timeout: 60_000 });
  await expect(page.getByTestId('browser-net-panel')).toHaveCount(0);
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `browser-net-damaged-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');

  // Export what is readable: a network file of the rounds before the damage, the store unchanged.
  const downloading = page.waitForEvent('download');
  await repair.getByRole('button', { name: M.export(damaged - 1) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`sextant-browser-v1-rounds-1-${damaged - 1}.sextant-net`);
  await expect(page.getByText(M.exported(download.suggestedFilename()))).toBeVisible();

  // Repair asks first, then the network starts from the blocks before the damage.
  await repair.getByRole('button', { name: M.repair(damaged - 1) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(M.repairDescription(damaged, 1));
  await dialog.getByRole('button', { name: M.repairConfirm }).click();
  await expect(page.getByTestId('browser-net-panel')).toBeVisible({ timeout: 60_000 });
  expect((await algod().status().do()).lastRound).toBe(BigInt(damaged - 1));
  expect(
    (
      await algod()
        .getBlockHash(damaged - 1)
        .do()
    ).blockhash,
  ).toBe(keptHash);
});

test('fork in this tab: a custom network becomes the Browser network, read through, and what it sends stays here', async () => {
  // The remote is this worker's Node sandbox: the file's route, which aborts everything off the
  // app's origin, lets this browser (page and worker) reach its algod too (it allows the origin: CORS).
  const remote = e2eSandboxUrls();
  const { algod: remoteAlgod, kmd: remoteKmd } = sandboxClients(remote);
  const allowed = new Set([new URL(app.url).origin, new URL(remote.algod).origin]);
  await context.unrouteAll();
  await context.route(
    (url) => !allowed.has(url.origin),
    (route) => route.abort('blockedbyclient'),
  );
  const rich = await genesisAccount(remoteKmd, remoteAlgod);
  const richAddr = rich.addr.toString();
  const before = (await remoteAlgod.accountInformation(richAddr).do()).amount;

  await addCustomNetwork(page, { name: 'Remote node', algod: { url: remote.algod, token: remote.token } });
  await page.goto('/remote-node');
  await page.getByTestId('home-fork').getByRole('button', { name: FORK.inTab }).click();
  await page.getByRole('dialog').getByRole('button', { name: FORK.inTabConfirm }).click();
  await expect(page).toHaveURL(/\/browser$/, { timeout: 60_000 });
  await expect(page.getByTestId('browser-net-panel')).toBeVisible({ timeout: 60_000 });

  // The remote's genesis (so its wallets' transactions are accepted) and its account, read through.
  const remoteParams = await remoteAlgod.getTransactionParams().do();
  expect(await genesisHash()).toBe(Buffer.from(remoteParams.genesisHash!).toString('base64'));
  await accountShows(richAddr, formatAlgos(before));
  await expect(page.getByTestId('account-balance')).toHaveText(formatAlgos(before));

  // A payment signed with the remote account's real key commits on the fork, and only there.
  const target = algosdk.generateAccount().addr.toString();
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: rich.addr,
    receiver: target,
    amount: 2_000_000,
    suggestedParams: await algod().getTransactionParams().do(),
  });
  await algod().sendRawTransaction(pay.signTxn(rich.sk)).do();
  await algosdk.waitForConfirmation(algod(), pay.txID(), 10);
  await accountShows(target, formatAlgos(2_000_000n));
  await expect(page.getByTestId('account-balance')).toHaveText(formatAlgos(2_000_000n));
  await expect(remoteAlgod.accountInformation(target).do()).resolves.toMatchObject({ amount: 0n });
  expect((await remoteAlgod.accountInformation(richAddr).do()).amount).toBe(before);
});
