import algosdk from 'algosdk';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import { ASSET_LABELS } from '../apps/web/src/features/assets/assetLabels';
import { EXPLORER_LABELS } from '../apps/web/src/features/explore/explorerLabels';
import { PAGE_SIZE } from '../apps/web/src/features/explore/queries/pagedQuery';
import { SEARCH_LABELS } from '../apps/web/src/features/explore/search/searchLabels';
import { PROBE_LABELS } from '../apps/web/src/features/network/probeLabels';
import { UI_LABELS } from '../apps/web/src/ui/uiLabels';
import { readByServer } from './support/drawnPages';
import { e2eEnv } from './support/e2eEnv';
import { fillExplorerLedger, genesisAccount, type ExplorerLedger } from './support/explorerLedger';
import { saveScreen, setScreen } from './support/explorerScreens';
import { expect, test } from './support/fixtures';

let ledger: ExplorerLedger;
let algod: algosdk.Algodv2;
let funder: algosdk.Account;
/** Every payment this spec sent with its note, newest first (by round, then place in the round). */
const listed: string[] = [];
const NOTE = `lists-${Date.now()}`;
const TRANSFER = '1,234.56789 EXC';
/** The round each payment the spec sent was confirmed in. */
const rounds = new Map<string, bigint>();

/** `count` payments with the spec's note: one group (one round), or one at a time. */
async function pay(count: number, grouped: boolean): Promise<string[]> {
  const sp = await algod.getTransactionParams().do();
  const txns = Array.from({ length: count }, (_, i) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: algosdk.generateAccount().addr,
      amount: 100_000 + i,
      note: new TextEncoder().encode(`${NOTE} ${i}`),
      suggestedParams: sp,
    }),
  );
  if (grouped) algosdk.assignGroupID(txns);
  for (const batch of grouped ? [txns] : txns.map((t) => [t])) {
    await algod.sendRawTransaction(batch.map((t) => t.signTxn(funder.sk))).do();
    const { confirmedRound } = await algosdk.waitForConfirmation(algod, batch[0]!.txID(), 10);
    for (const t of batch) rounds.set(t.txID(), confirmedRound ?? 0n);
  }
  return txns.map((t) => t.txID());
}

const shortId = (id: string) => `${id.slice(0, 6)}…${id.slice(-6)}`;

/** The txids of the rows shown, by their links' full ids (on hover). */
async function rowTxids(list: Locator): Promise<string[]> {
  return list
    .getByTestId('txn-row')
    .evaluateAll((rows) =>
      rows.map((r) => r.querySelector('a[href*="/transaction/"]')?.getAttribute('title') ?? ''),
    );
}

/** Every row's own box holds its content (nothing cut or spilling sideways). */
async function expectRowsFit(page: Page) {
  const spills = await page
    .getByTestId('txn-row')
    .evaluateAll((rows) => rows.filter((r) => r.scrollWidth > r.clientWidth + 1).length);
  expect(spills, 'rows wider than their box').toBe(0);
}

/** The left edge of each row's transaction link: one column, so one value. */
async function txidLefts(list: Locator): Promise<number[]> {
  return list
    .getByTestId('txn-row')
    .evaluateAll((rows) =>
      rows.map((r) => Math.round(r.querySelector('a[href*="/transaction/"]')!.getBoundingClientRect().left)),
    );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ledger = await fillExplorerLedger({
    algod: e2eEnv('algodUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
  const url = new URL(e2eEnv('algodUrl'));
  algod = new algosdk.Algodv2(e2eEnv('token'), url.origin, url.port);
  const kmdUrl = new URL(e2eEnv('kmdUrl'));
  funder = await genesisAccount(new algosdk.Kmd(e2eEnv('token'), kmdUrl.origin, kmdUrl.port), algod);
  // 30 payments in 8 rounds (two rounds of 12): more than a page, and a page break inside a round.
  const sent = [
    ...(await pay(3, false)),
    ...(await pay(12, true)),
    ...(await pay(12, true)),
    ...(await pay(3, false)),
  ];
  listed.push(...sent.reverse());
});

for (const width of [1280, 375] as const) {
  test(`the transactions page at ${width}px: headers, newest first across pages, fee and time`, async ({
    page,
  }, testInfo) => {
    await setScreen(page, width, 'light');
    await page.goto(`/sandbox/transactions?note-prefix=${encodeURIComponent(NOTE)}`);
    const list = page.getByRole('list', { name: SEARCH_LABELS.results });
    await expect(list.getByTestId('txn-row')).toHaveCount(PAGE_SIZE);
    const header = page.getByTestId('txn-list-header');
    await expect(header).toContainText(EXPLORER_LABELS.columns.txid);
    await expect(header).toContainText(EXPLORER_LABELS.columns.amount);
    if (width === 1280)
      for (const name of ['type', 'parties', 'fee', 'round', 'time'] as const)
        await expect(header.getByText(EXPLORER_LABELS.columns[name], { exact: true })).toBeVisible();
    expect(await rowTxids(list)).toEqual(listed.slice(0, PAGE_SIZE));

    const first = list.getByTestId('txn-row').first();
    await expect(first.getByTestId('txn-fee')).toHaveText(width === 1280 ? '0.001 ALGO' : 'Fee 0.001 ALGO', {
      useInnerText: true,
    });
    await expect(first.getByTestId('txn-time').locator('time')).toBeVisible();
    if (width === 375) {
      // Fee and time sit under the transaction id, not beside it.
      const id = (await first.getByRole('link', { name: shortId(listed[0]!) }).boundingBox())!;
      const fee = (await first.getByTestId('txn-fee').boundingBox())!;
      expect(fee.y).toBeGreaterThan(id.y + id.height);
    }
    // One column: every id starts at the same x, whatever the type's width.
    expect(new Set(await txidLefts(list)).size).toBe(1);
    await expectRowsFit(page);

    // A new block after the first page: the next page (loaded as the list's foot scrolls into
    // view, the button's work too) neither repeats nor takes it in.
    await expect(page.getByRole('button', { name: UI_LABELS.loadMore })).toBeVisible();
    const newer = await pay(1, false);
    await page.getByTestId('list-foot').scrollIntoViewIfNeeded();
    await expect(list.getByTestId('txn-row')).toHaveCount(listed.length);
    const all = await rowTxids(list);
    expect(all).toEqual(listed);
    expect(all).not.toContain(newer[0]);
    await expect(page.getByText(UI_LABELS.endOfList)).toBeVisible();
    await saveScreen(page, testInfo, `lists-transactions-${width}`);
    listed.unshift(newer[0]!);
  });
}

test('an application lists its calls newest first, and an account its transactions with headers', async ({
  page,
}) => {
  await page.goto(`/sandbox/application/${ledger.appId}`);
  const calls = page.getByRole('list', { name: APPLICATION_LABELS.transactions });
  await expect(calls.getByTestId('txn-row')).toHaveCount(2);
  // The call (after the creation) comes first.
  expect(await rowTxids(calls)).toEqual([ledger.appCallTxid, expect.any(String)]);
  await expect(page.getByTestId('txn-list-header')).toBeVisible();

  await page.goto(`/sandbox/account/${ledger.holder}`);
  const txns = page.getByRole('list', { name: ACCOUNT_LABELS.tabs.transactions });
  await expect(txns.getByTestId('txn-row')).toHaveCount(6);
  const shown = await txns
    .getByTestId('txn-row')
    .evaluateAll((rows) => rows.map((r) => Number(r.querySelector('a[href*="/block/"]')?.textContent)));
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  await expect(page.getByTestId('txn-list-header')).toBeVisible();
});

for (const width of [1280, 375] as const) {
  test(`asset amounts in their unit at ${width}px: in rows, on the transaction page, config rows by name`, async ({
    page,
  }, testInfo) => {
    await setScreen(page, width, 'dark');
    await page.goto(`/sandbox/account/${ledger.holder}`);
    const txns = page.getByRole('list', { name: ACCOUNT_LABELS.tabs.transactions });
    const transfer = txns
      .getByTestId('txn-row')
      .filter({ has: page.getByRole('link', { name: shortId(ledger.transferTxid) }) });
    await expect(transfer.getByTestId('txn-amount')).toHaveText(TRANSFER);
    await transfer.getByRole('link', { name: ledger.unitName }).click();
    await expect(page).toHaveURL(`/sandbox/asset/${ledger.assetId}`);

    // The asset's own list: the creation (asset config) row names the asset.
    await page.getByRole('tab', { name: ASSET_LABELS.transactions }).click();
    const assetTxns = page.getByRole('list', { name: ASSET_LABELS.transactions });
    const config = assetTxns.getByTestId('txn-row').filter({ hasText: EXPLORER_LABELS.txTypes['acfg']! });
    await expect(config.getByTestId('txn-amount')).toHaveText(`${ledger.assetName} (${ledger.unitName})`);
    await expectRowsFit(page);
    await saveScreen(page, testInfo, `lists-asset-${width}`);

    await page.goto(`/sandbox/transaction/${ledger.transferTxid}`);
    await expect(page.getByTestId('field-amount')).toHaveText(TRANSFER);
    await expect(page.getByTestId('txn-asset')).toHaveText(`${ledger.assetName} (${ledger.unitName})`);
    await saveScreen(page, testInfo, `lists-transfer-${width}`);
    await page.getByTestId('txn-asset').getByRole('link').click();
    await expect(page).toHaveURL(`/sandbox/asset/${ledger.assetId}`);
  });
}

test('each asset is read once however many rows show it', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/v2/assets/${ledger.assetId}`) reads.push(r.url());
  });
  await page.goto(`/sandbox/asset/${ledger.assetId}`);
  // Read by the server for the page it drew, or by the page: once in all.
  const readForDrawing = (await readByServer(page)).filter(
    (u) => new URL(u).pathname === `/v2/assets/${ledger.assetId}`,
  );
  await page.getByRole('tab', { name: ASSET_LABELS.transactions }).click();
  await expect(
    page.getByRole('list', { name: ASSET_LABELS.transactions }).getByTestId('txn-row'),
  ).not.toHaveCount(0);
  await expect(page.getByTestId('asset-amount').first()).toContainText(ledger.unitName);
  expect([...readForDrawing, ...reads]).toHaveLength(1);
});

for (const width of [1280, 375] as const) {
  const pausing = width === 1280 ? ', and live updates that pause and resume' : '';
  test(`the home screen at ${width}px: block transaction counts${pausing}`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await setScreen(page, width, 'light');
    await page.goto('/sandbox');
    const blocks = page.getByRole('list', { name: EXPLORER_LABELS.latestBlocks });
    const live = page.getByRole('switch', { name: EXPLORER_LABELS.liveUpdates });
    await expect(live).toHaveAttribute('aria-checked', 'true');

    // Live: a group of three lands as a new block, counted.
    const group = await pay(3, true);
    const round = roundOf(group[0]!);
    const row = blocks
      .getByTestId('latest-block')
      .filter({ has: page.getByRole('link', { name: String(round), exact: true }) });
    await expect(row.getByTestId('block-txn-count')).toHaveText(EXPLORER_LABELS.txnCount(3n), {
      timeout: 15_000,
    });
    await expect(page.getByTestId('txn-list-header')).toBeVisible();
    // The Last round tile reads the same answer as the list: the newest block's round, never one behind.
    const newest = await blocks.getByTestId('latest-block').first().getByRole('link').first().textContent();
    expect(BigInt(newest!)).toBeGreaterThanOrEqual(round);
    await expect(page.getByTestId('home-last-round')).toHaveText(newest!);
    // The header's round is the same answer's (it is hidden below 640 px), not the probe's, which
    // asks every 15 s and would lag the block just made.
    if (width === 1280)
      await expect(page.getByTestId('network-status-round')).toHaveText(PROBE_LABELS.round(BigInt(newest!)));
    await saveScreen(page, testInfo, `lists-home-${width}`);
    // Pausing does not depend on the width: it is checked once, at 1280 px (it waits two intervals).
    if (width !== 1280) return;

    // Paused: no reads and no new rows, and a reload stays paused.
    await live.click();
    await expect(live).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(live).toHaveAttribute('aria-checked', 'false');
    await expect(blocks.getByTestId('latest-block').first()).toBeVisible();
    const reads: string[] = [];
    page.on('request', (r) => {
      if (/\/v2\/(block-headers|transactions)/.test(r.url())) reads.push(r.url());
    });
    const later = roundOf((await pay(1, false))[0]!);
    // Two refresh intervals with nothing asked and nothing new drawn.
    await page.waitForTimeout(11_000);
    expect(reads).toEqual([]);
    await expect(blocks.getByRole('link', { name: String(later), exact: true })).toHaveCount(0);

    await live.click();
    await expect(live).toHaveAttribute('aria-checked', 'true');
    await expect(blocks.getByRole('link', { name: String(later), exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });
}

function roundOf(txid: string): bigint {
  return rounds.get(txid) ?? 0n;
}
