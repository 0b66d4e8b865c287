/**
 * Explorer page load in headless Chromium against the built app and a real sandbox on loopback:
 * one account holding 100 assets (opted in, then sent some by their creator) and with 50 payments
 * more, then each page loaded in a fresh browser context RUNS times. Prints, per page, the median
 * and spread of the time from navigation start to "ready" (an element the page shows only once
 * its data has loaded), where the time goes (DOMContentLoaded, first request to the sandbox), the
 * requests the page made (last run), and any request made twice on a page in any run. Never asserts.
 *
 *   npm run build && npx tsx bench/explorer-pages.ts [runs]
 */
import algosdk from 'algosdk';
import { chromium, type Browser, type Request } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { genesisAccount } from '../e2e/support/explorerLedger';
import { serveApp } from '../e2e/support/serveApp';
import { startSandbox } from '../packages/sandbox/src/startSandbox';

const RUNS = Number(process.argv[2] ?? 7);
const ASSETS = 100;
const PAYMENTS = 50;
const GROUP = 16;
const SETTLE_MS = 500;
// SEXTANT_BUNDLE_DIST measures another build (side-by-side builds use their own outDir).
const dist =
  process.env['SEXTANT_BUNDLE_DIST'] ?? join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

interface Filled {
  holder: string;
  assetId: bigint;
  paymentTxid: string;
  paymentRound: bigint;
}

async function fill(algod: algosdk.Algodv2, kmd: algosdk.Kmd): Promise<Filled> {
  const funder = await genesisAccount(kmd, algod);
  const holder = algosdk.generateAccount();
  /** Sends in atomic groups of up to 16 (one round each) and waits for each group. */
  const sendAll = async (
    make: (sp: algosdk.SuggestedParams, i: number) => algosdk.Transaction,
    n: number,
  ) => {
    const confirmed: algosdk.modelsv2.PendingTransactionResponse[] = [];
    const txids: string[] = [];
    for (let start = 0; start < n; start += GROUP) {
      const sp = await algod.getTransactionParams().do();
      const txns = Array.from({ length: Math.min(GROUP, n - start) }, (_, k) => make(sp, start + k));
      if (txns.length > 1) algosdk.assignGroupID(txns);
      const signed = txns.map((t) =>
        t.signTxn((t.sender.toString() === funder.addr.toString() ? funder : holder).sk),
      );
      await algod.sendRawTransaction(signed).do();
      for (const t of txns) {
        confirmed.push(await algosdk.waitForConfirmation(algod, t.txID(), 10));
        txids.push(t.txID());
      }
    }
    return { confirmed, txids };
  };

  await sendAll(
    (sp) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: funder.addr,
        receiver: holder.addr,
        amount: 100_000_000n,
        suggestedParams: sp,
      }),
    1,
  );
  const created = await sendAll(
    (sp, i) =>
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: funder.addr,
        total: 1_000_000_000n,
        decimals: i % 7,
        defaultFrozen: false,
        assetName: `Bench asset ${i}`,
        unitName: `B${i}`,
        suggestedParams: sp,
      }),
    ASSETS,
  );
  const ids = created.confirmed.map((c) => c.assetIndex!);
  await sendAll(
    (sp, i) =>
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: holder.addr,
        receiver: holder.addr,
        amount: 0,
        assetIndex: ids[i]!,
        suggestedParams: sp,
      }),
    ASSETS,
  );
  await sendAll(
    (sp, i) =>
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: funder.addr,
        receiver: holder.addr,
        amount: 1000 + i,
        assetIndex: ids[i]!,
        suggestedParams: sp,
      }),
    ASSETS,
  );
  const payments = await sendAll(
    (sp, i) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: i % 2 === 0 ? funder.addr : holder.addr,
        receiver: i % 2 === 0 ? holder.addr : funder.addr,
        amount: 1000 + i,
        note: new TextEncoder().encode(`bench payment ${i}`),
        suggestedParams: sp,
      }),
    PAYMENTS,
  );
  return {
    holder: holder.addr.toString(),
    assetId: ids[0]!,
    paymentTxid: payments.txids.at(-1)!,
    paymentRound: payments.confirmed.at(-1)!.confirmedRound!,
  };
}

/** A page to load and the in-page test that it shows its data (run on every animation frame). */
interface PageCase {
  name: string;
  path: string;
  ready: string;
  readyText: string;
}

const rows = (testId: string, n = 1) =>
  `document.querySelectorAll('[data-testid="${testId}"]').length >= ${n}`;
const noLoading = `document.querySelector('[data-state="loading"]') === null`;

function cases(f: Filled): PageCase[] {
  const assetsTab = ACCOUNT_LABELS.tabs.assets(BigInt(ASSETS));
  return [
    {
      name: 'account',
      path: `/sandbox/account/${f.holder}`,
      ready: [
        `document.querySelector('[data-testid="account-balance"]') !== null`,
        rows('txn-row', 25),
        `[...document.querySelectorAll('[role="tab"]')].some((t) => t.textContent === ${JSON.stringify(assetsTab)})`,
        noLoading,
      ].join(' && '),
      readyText: `balance, 25 transaction rows and the "${assetsTab}" tab`,
    },
    {
      name: 'account assets',
      path: `/sandbox/account/${f.holder}?tab=assets`,
      ready: [
        rows('holding-row', 25),
        `[...document.querySelectorAll('[data-testid="holding-row"] [data-testid="asset-amount"]')].every((e) => !e.textContent.includes('× asset'))`,
        noLoading,
      ].join(' && '),
      readyText: '25 holding rows, each with its unit',
    },
    {
      name: 'asset',
      path: `/sandbox/asset/${f.assetId}`,
      ready: [
        `document.querySelector('[data-testid="asset-total"]') !== null`,
        rows('holder-row', 2),
        noLoading,
      ].join(' && '),
      readyText: 'total and 2 holder rows',
    },
    {
      name: 'transaction',
      path: `/sandbox/transaction/${f.paymentTxid}`,
      ready: [
        `document.querySelector('[data-testid="param-transaction-id"]') !== null`,
        `document.querySelector('[data-testid="note-value"]') !== null`,
        noLoading,
      ].join(' && '),
      readyText: 'id and note',
    },
    {
      name: 'block',
      path: `/sandbox/block/${f.paymentRound}`,
      ready: [
        `document.querySelector('[data-testid="param-round"]') !== null`,
        rows('txn-row', 2),
        noLoading,
      ].join(' && '),
      readyText: 'round and its transaction rows',
    },
    {
      name: 'home',
      path: '/sandbox',
      ready: [rows('txn-row'), rows('latest-block'), noLoading].join(' && '),
      readyText: 'a latest transaction and a latest block',
    },
  ];
}

interface Run {
  readyMs: number;
  /** DOMContentLoaded, and when the first request to the sandbox started: where the time goes. */
  domMs: number;
  firstApiMs: number;
  requests: string[];
}

async function loadOnce(browser: Browser, appUrl: string, c: PageCase): Promise<Run> {
  const context = await browser.newContext();
  // Like the e2e fixture: nothing leaves loopback.
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(`${r.method()} ${r.url()}`));
  await page.goto(appUrl + c.path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(`(${c.ready}) ? performance.now() : false`, undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  const readyMs = (await handle.jsonValue()) as number;
  const { domMs, firstApiMs } = await page.evaluate((origin) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const api = performance
      .getEntriesByType('resource')
      .filter((e) => !e.name.startsWith(origin))
      .map((e) => e.startTime);
    return { domMs: nav.domContentLoadedEventEnd, firstApiMs: api.length ? Math.min(...api) : NaN };
  }, appUrl);
  // Requests made just after ready (a refetch) count too.
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  return { readyMs, domMs, firstApiMs, requests };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function shorten(request: string, urls: Record<string, string>): string {
  let out = request;
  for (const [name, url] of Object.entries(urls)) out = out.replace(url, `<${name}>`);
  return out;
}

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No built app at ${dist}: run \`npm run build\`.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sextant-bench-pages-'));
  const sandbox = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
  const app = await serveApp(dist, {
    sandbox: {
      algod: sandbox.algod.url,
      indexer: sandbox.indexer.url,
      kmd: sandbox.kmd.url,
      token: sandbox.token,
    },
  });
  let browser: Browser | undefined;
  try {
    const algodUrl = new URL(sandbox.algod.url);
    const kmdUrl = new URL(sandbox.kmd.url);
    const algod = new algosdk.Algodv2(sandbox.token, algodUrl.origin, algodUrl.port);
    const kmd = new algosdk.Kmd(sandbox.token, kmdUrl.origin, kmdUrl.port);
    const filling = performance.now();
    const filled = await fill(algod, kmd);
    console.log(
      `filled in ${Math.round(performance.now() - filling)} ms: account ${filled.holder} holds ${ASSETS} assets, ` +
        `${1 + 2 * ASSETS + PAYMENTS} transactions (1 funding, ${ASSETS} opt-ins, ${ASSETS} transfers, ${PAYMENTS} payments)`,
    );

    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const short = {
      app: app.url,
      algod: sandbox.algod.url,
      indexer: sandbox.indexer.url,
      kmd: sandbox.kmd.url,
    };
    const table: Record<string, string | number>[] = [];
    const repeats: string[] = [];
    for (const c of cases(filled)) {
      await loadOnce(browser, app.url, c); // warm-up: not counted
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, app.url, c));
      const times = runs.map((r) => r.readyMs);
      const last = runs.at(-1)!.requests;
      const api = last.filter((r) => !r.includes(app.url));
      // A repeat may depend on timing (which query settles first): look in every run.
      const repeatedIn = new Map<string, number>();
      for (const run of runs) {
        const counts = new Map<string, number>();
        for (const r of run.requests) counts.set(r, (counts.get(r) ?? 0) + 1);
        for (const [r, n] of counts)
          if (n > 1) repeatedIn.set(`${n}× ${r}`, (repeatedIn.get(`${n}× ${r}`) ?? 0) + 1);
      }
      for (const [r, k] of repeatedIn)
        repeats.push(`${c.name}: ${shorten(r, short)} (in ${k} of ${RUNS} runs)`);
      table.push({
        page: c.name,
        'ready median ms': Math.round(median(times)),
        'min ms': Math.round(Math.min(...times)),
        'max ms': Math.round(Math.max(...times)),
        'DOMContentLoaded ms': Math.round(median(runs.map((r) => r.domMs))),
        'first api ms': Math.round(median(runs.map((r) => r.firstApiMs))),
        requests: last.length,
        'api requests': api.length,
        'runs with a repeat': runs.filter((run) => new Set(run.requests).size < run.requests.length).length,
      });
    }
    console.log(`\n${RUNS} runs per page (after one warm-up), fresh browser context each; "ready" is:`);
    for (const c of cases(filled)) console.log(`  ${c.name}: ${c.readyText}`);
    console.table(table);
    console.log(
      repeats.length === 0
        ? 'no request repeated on any page'
        : `repeated requests:\n  ${repeats.join('\n  ')}`,
    );
  } finally {
    await browser?.close();
    await app.close();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
