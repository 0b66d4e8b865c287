import type { Page, Request } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_CHOICE_LABELS, SHELL_LABELS } from '../apps/web/src/app/layout/shellLabels';
import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import { PAGE_SIZE } from '../apps/web/src/features/explore/queries/pagedQuery';
import { VIRTUALIZE_FROM } from '../apps/web/src/ui/virtualListSizes';
import {
  advanceRounds,
  fillLargeLedger,
  largeBoxName,
  type LargeLedger,
} from './support/explorerLargeLedger';
import { readByServer } from './support/drawnPages';
import { saveScreen } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { serveApp, type ServedApp } from './support/serveApp';
import { startSandboxProcess, type SandboxProcess } from './support/startSandboxProcess';

/**
 * 10,000 assets on one account and 10,000 boxes on one application, in a sandbox of their own (so
 * the other specs' lists keep their sizes): the lists load page by page through the indexer's
 * `next` token as a person scrolls, and render only the rows in view however many are loaded.
 */
const dist =
  process.env['SEXTANT_E2E_DIST'] ?? join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

let dataDir: string;
let sandbox: SandboxProcess;
let app: ServedApp;
let ledger: LargeLedger;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'sextant-e2e-large-'));
  sandbox = await startSandboxProcess(dataDir);
  ledger = await fillLargeLedger(sandbox);
  app = await serveApp(dist, {
    sandbox: { algod: sandbox.algod, indexer: sandbox.indexer, kmd: sandbox.kmd, token: sandbox.token },
  });
  console.log(
    `explorer-large: filled ${ledger.txnCount} transactions (${ledger.assetCount} assets, ` +
      `${ledger.boxCount} boxes) in ${(ledger.fillMs / 1000).toFixed(1)} s`,
  );
});

test.afterAll(async () => {
  await app?.close();
  await sandbox?.stop();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
});

/** The creator's first `n` assets in id order, as the indexer lists them (≤ 1000). */
async function createdAssets(n: number): Promise<{ index: number; name: string }[]> {
  const response = await fetch(`${sandbox.indexer}/v2/accounts/${ledger.creator}/created-assets?limit=${n}`, {
    headers: { 'X-Indexer-API-Token': sandbox.token },
  });
  const body = (await response.json()) as { assets: { index: number; params: { name: string } }[] };
  expect(body.assets).toHaveLength(n);
  for (const a of body.assets) expect(a.params.name).toMatch(/^Large \d{5}$/);
  return body.assets.map((a) => ({ index: a.index, name: a.params.name }));
}

/** Pages to scroll through once the list is virtualised: enough to prove paging goes on. */
const VIRTUAL_PAGES = 8;

/**
 * Scrolls a paged list the way a person does: the window until the list turns into its own
 * scrolling box, then that box to its end, each time waiting for one more page. Returns how many
 * rows are loaded at the end.
 */
async function scrollThrough(page: Page, list: string, rowTestId: string): Promise<number> {
  const rows = page.getByRole('list', { name: list }).getByTestId(rowTestId);
  await expect(rows).toHaveCount(PAGE_SIZE);
  // The plain list: its foot loads the next page when scrolled into view.
  for (let loaded = PAGE_SIZE; loaded <= VIRTUALIZE_FROM; loaded += PAGE_SIZE) {
    await page.getByTestId('list-foot').scrollIntoViewIfNeeded();
    if (loaded + PAGE_SIZE > VIRTUALIZE_FROM) break;
    await expect(rows).toHaveCount(loaded + PAGE_SIZE);
  }
  const box = page.getByTestId('virtual-scroll');
  const ul = page.getByRole('list', { name: list });
  await expect(ul).toHaveAttribute('data-loaded', String(VIRTUALIZE_FROM + PAGE_SIZE));
  for (let n = 1; n <= VIRTUAL_PAGES; n++) {
    const loaded = VIRTUALIZE_FROM + PAGE_SIZE * n;
    await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(ul).toHaveAttribute('data-loaded', String(loaded + PAGE_SIZE));
    // Virtualised: however many rows are loaded, only about a screenful is in the DOM.
    expect(await rows.count()).toBeLessThan(60);
  }
  return Number(await ul.getAttribute('data-loaded'));
}

/**
 * The indexer requests of one list: each page once, every page after the first by `next` token.
 * `asked`: the list's URLs the server read to draw the page (`readByServer`), then those the page asked.
 */
function expectPagedByNext(asked: string[], loaded: number) {
  const urls = asked.map((u) => new URL(u));
  expect(new Set(urls.map(String)).size, 'a page asked for twice').toBe(urls.length);
  expect(urls.length).toBe(loaded / PAGE_SIZE);
  expect(urls[0]!.searchParams.get('next')).toBeNull();
  for (const url of urls) expect(url.searchParams.get('limit')).toBe(String(PAGE_SIZE));
  for (const url of urls.slice(1)) expect(url.searchParams.get('next')).not.toBeNull();
}

test('an account with 10,000 assets scrolls page by page, rendering only what is in view', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/v2/accounts/${ledger.creator}/assets`) requests.push(r);
  });
  await page.goto(`${app.url}/sandbox/account/${ledger.creator}?tab=assets`);
  const drawnFrom = (await readByServer(page)).filter(
    (u) => new URL(u).pathname === `/v2/accounts/${ledger.creator}/assets`,
  );
  const label = ACCOUNT_LABELS.tabs.assets(BigInt(ledger.assetCount));
  await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
  const loaded = await scrollThrough(page, label, 'holding-row');
  expect(loaded).toBeLessThan(ledger.assetCount);
  expectPagedByNext([...drawnFrom, ...requests.map((r) => r.url())], loaded);
  await saveScreen(page, testInfo, 'explorer-large-account-assets-1280-light');

  // In view: where the last scroll ended (the end of the page before the last): the asset the
  // indexer lists there (ids follow arrival order, which concurrent groups do not fix).
  const ul = page.getByRole('list', { name: label });
  const inView = ul.locator(`li[aria-posinset="${loaded - PAGE_SIZE}"]`);
  const expected = await createdAssets(loaded);
  const far = expected[loaded - PAGE_SIZE - 1]!;
  await expect(inView.getByRole('link').first()).toHaveText(String(far.index));
  await expect(inView).toContainText(far.name);
  await expect(inView).toHaveAttribute('aria-setsize', String(loaded));

  // Still responsive: back to the top, and a row's link opens its asset.
  await page.getByTestId('virtual-scroll').evaluate((el) => el.scrollTo({ top: 0 }));
  const first = ul.locator('li[aria-posinset="1"]');
  await expect(first).toContainText(expected[0]!.name);
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(`${app.url}/sandbox/asset/${expected[0]!.index}`);
  await expect(page.getByTestId('asset-name')).toHaveText(expected[0]!.name);
});

test('an application with 10,000 boxes scrolls page by page, and a far box opens', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/v2/applications/${ledger.appId}/boxes`) requests.push(r);
  });
  await page.goto(`${app.url}/sandbox/application/${ledger.appId}?tab=boxes`);
  const drawnFrom = (await readByServer(page)).filter(
    (u) => new URL(u).pathname === `/v2/applications/${ledger.appId}/boxes`,
  );
  const loaded = await scrollThrough(page, APPLICATION_LABELS.boxes, 'box-row');
  expect(loaded).toBeLessThan(ledger.boxCount);
  expectPagedByNext([...drawnFrom, ...requests.map((r) => r.url())], loaded);
  await saveScreen(page, testInfo, 'explorer-large-boxes-1280-light');

  const far = loaded - PAGE_SIZE;
  const inView = page
    .getByRole('list', { name: APPLICATION_LABELS.boxes })
    .locator(`li[aria-posinset="${far}"]`);
  await expect(inView).toContainText(largeBoxName(far - 1));
  await inView.getByRole('button', { name: APPLICATION_LABELS.showBox }).click();
  await expect(inView.getByLabel(APPLICATION_LABELS.boxValue)).toHaveText(
    Buffer.from(largeBoxName(far - 1)).toString('base64'),
  );
});

test('a number that names both an asset and a round offers both, the asset first', async ({ page }) => {
  test.setTimeout(90_000);
  const created = (await (
    await fetch(`${sandbox.indexer}/v2/accounts/${ledger.creator}/created-assets?limit=1`, {
      headers: { 'X-Indexer-API-Token': sandbox.token },
    })
  ).json()) as { assets: { index: number }[] };
  const assetId = BigInt(created.assets[0]!.index);
  await advanceRounds(sandbox, assetId);

  await page.goto(`${app.url}/sandbox`);
  const search = page.getByRole('combobox', { name: SHELL_LABELS.search });
  await search.fill(String(assetId));
  const option = (name: string) => page.getByRole('option', { name: new RegExp(name) });
  await expect(option(SEARCH_CHOICE_LABELS.asset)).toContainText(SHELL_LABELS.searchExists);
  await expect(option(SEARCH_CHOICE_LABELS.block)).toContainText(SHELL_LABELS.searchExists);
  await expect(option(SEARCH_CHOICE_LABELS.application)).toContainText(SHELL_LABELS.searchMissing);
  await expect(option(SEARCH_CHOICE_LABELS.asset)).toHaveAttribute('aria-selected', 'true');
  // Several exist: Enter opens the highlighted choice, and the arrows pick another, passing over
  // the application that is not there.
  await search.press('ArrowDown');
  await expect(option(SEARCH_CHOICE_LABELS.block)).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(`${app.url}/sandbox/block/${assetId}`);
  await search.fill(String(assetId));
  await expect(option(SEARCH_CHOICE_LABELS.block)).toContainText(SHELL_LABELS.searchExists);
  await search.press('Enter');
  await expect(page).toHaveURL(`${app.url}/sandbox/asset/${assetId}`);
});
