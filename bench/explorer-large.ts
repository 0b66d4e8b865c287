/**
 * Long explorer lists in headless Chromium against the built app and a real sandbox on loopback:
 * an account holding 10,000 assets and an application with 10,000 boxes (e2e/explorer-large.spec.ts
 * checks the behaviour; this prints the figures). For each list: time from navigation to the first
 * rows, the time one "scroll to the end" takes to show the next page (median over the pages
 * loaded), then a continuous scroll through everything loaded, one step per animation frame, with
 * the frame gaps, long tasks (over 50 ms) and the most rows ever in the DOM. Never asserts.
 *
 *   npm run build && npx tsx bench/explorer-large.ts [pages-to-load] [dist-dir]
 */
import { chromium, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import { fillLargeLedger } from '../e2e/support/explorerLargeLedger';
import { serveApp } from '../e2e/support/serveApp';
import { startSandboxProcess } from '../e2e/support/startSandboxProcess';

const PAGES = Number(process.argv[2] ?? 40);
const dist = process.argv[3] ?? join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? NaN;

interface ListFigures {
  list: string;
  firstRowsMs: number;
  pageMs: number[];
  loaded: number;
  frames: number[];
  longTasks: number;
  maxDomRows: number;
  scrollMs: number;
}

async function measure(page: Page, url: string, list: string, rowTestId: string): Promise<ListFigures> {
  const started = Date.now();
  await page.goto(url);
  const ul = page.getByRole('list', { name: list, exact: true });
  await ul.getByTestId(rowTestId).first().waitFor();
  const firstRowsMs = Date.now() - started;
  const loadedNow = async () =>
    Number((await ul.getAttribute('data-loaded')) ?? (await ul.getByTestId(rowTestId).count()));
  const pageMs: number[] = [];
  for (let i = 0; i < PAGES; i++) {
    const before = await loadedNow();
    const t = Date.now();
    const box = page.getByTestId('virtual-scroll');
    if ((await box.count()) > 0) await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    else await page.getByTestId('list-foot').scrollIntoViewIfNeeded();
    await page.waitForFunction(
      `(() => { const el = document.querySelector('ul[aria-label="${list}"]');
        return Number(el?.getAttribute('data-loaded') ?? el?.querySelectorAll('li').length ?? 0) > ${before}; })()`,
      undefined,
      { timeout: 30_000 },
    );
    pageMs.push(Date.now() - t);
  }
  const loaded = await loadedNow();
  // A continuous scroll from the top to the end of what is loaded, 400 px a frame. A string, so
  // tsx's name-keeping helpers do not end up in the page.
  const figures = (await page.evaluate(`(async () => {
    const box = document.querySelector('[data-testid="virtual-scroll"]');
    box.scrollTo({ top: 0 });
    let longTasks = 0;
    const observer = new PerformanceObserver((l) => { longTasks += l.getEntries().length; });
    observer.observe({ type: 'longtask', buffered: false });
    const frames = [];
    let maxDomRows = 0;
    const t0 = performance.now();
    await new Promise((resolve) => {
      let last = performance.now();
      const step = (now) => {
        frames.push(now - last);
        last = now;
        maxDomRows = Math.max(maxDomRows, box.querySelectorAll('[data-testid="${rowTestId}"]').length);
        // Stop short of the end: reaching it would load the next page.
        const end = box.scrollHeight - box.clientHeight * 3;
        if (box.scrollTop >= end) return resolve();
        box.scrollTop = Math.min(box.scrollTop + 400, end);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    observer.disconnect();
    return { frames: frames.slice(1), longTasks, maxDomRows, scrollMs: performance.now() - t0 };
  })()`)) as Pick<ListFigures, 'frames' | 'longTasks' | 'maxDomRows' | 'scrollMs'>;
  return { list, firstRowsMs, pageMs, loaded, ...figures };
}

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No built app at ${dist}: run \`npm run build\` (or pass a dist dir).`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sextant-bench-large-'));
  const sandbox = await startSandboxProcess(dataDir);
  const app = await serveApp(dist, {
    sandbox: { algod: sandbox.algod, indexer: sandbox.indexer, kmd: sandbox.kmd, token: sandbox.token },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const ledger = await fillLargeLedger(sandbox);
    console.log(
      `fill: ${ledger.txnCount} transactions (${ledger.assetCount} assets, ${ledger.boxCount} boxes) in ` +
        `${(ledger.fillMs / 1000).toFixed(1)} s, ${Math.round(ledger.txnCount / (ledger.fillMs / 1000))} txn/s`,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const assets = ACCOUNT_LABELS.tabs.assets(BigInt(ledger.assetCount));
    const results = [
      await measure(page, `${app.url}/sandbox/account/${ledger.creator}?tab=assets`, assets, 'holding-row'),
      await measure(
        page,
        `${app.url}/sandbox/application/${ledger.appId}?tab=boxes`,
        APPLICATION_LABELS.boxes,
        'box-row',
      ),
    ];
    console.table(
      results.map((r) => ({
        list: r.list,
        'first rows ms': r.firstRowsMs,
        'next page median ms': Math.round(median(r.pageMs)),
        'next page p95 ms': Math.round(pct(r.pageMs, 0.95)),
        'rows loaded': r.loaded,
        'scroll frames': r.frames.length,
        'frame median ms': Number(median(r.frames).toFixed(1)),
        'frame p95 ms': Number(pct(r.frames, 0.95).toFixed(1)),
        'frame max ms': Number(Math.max(...r.frames).toFixed(1)),
        'long tasks': r.longTasks,
        'max rows in DOM': r.maxDomRows,
      })),
    );
  } finally {
    await browser.close();
    await app.close();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
