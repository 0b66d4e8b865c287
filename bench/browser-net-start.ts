/**
 * The Browser network's start, as a person meets it: the built app served as static files (no
 * sandbox named in its config), headless Chromium opening `/browser` (the Browser network's home)
 * in a fresh profile — the first start: the worker script fetched and evaluated, IndexedDB created,
 * a genesis made, kmd's default wallet written — and then again in the same profile after the
 * browser was closed (a reload start: the worker from cache, the stored network replayed).
 *
 * "ready": ms from navigation start until the home shows the latest round and kmd as reachable.
 * Inside the worker (its own clock, from the worker's start): when its script was evaluated, when
 * it held the storage lock, opened IndexedDB, and opened the network (`START_MARKS`); "worker
 * starts": when the worker's own clock started, on the page's clock (how long the page took to
 * register it and the browser to fetch its script). Median of RUNS
 * runs, first and reload starts alternating with fresh profiles. Prints figures; never asserts.
 *
 *   npm run build && npx tsx bench/browser-net-start.ts [runs]
 *   SEXTANT_BENCH_BASELINE=<another dist> ...   (that build too, alternating in the same runs)
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from '../scripts/serveDist';

const RUNS = Number(process.argv[2] ?? 5);
// SEXTANT_BENCH_DIST measures another build (e.g. a copy of main's dist, for a before/after).
const DIST = process.env['SEXTANT_BENCH_DIST'] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const BASELINE = process.env['SEXTANT_BENCH_BASELINE'];
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const MARKS = ['evaluated', 'locked', 'storage-open', 'network-open'] as const;

interface Start {
  ready: number;
  /** The worker's time origin on the page's clock (ms from navigation start). */
  workerStart?: number;
  marks: Partial<Record<(typeof MARKS)[number], number>>;
}

async function start(profile: string, url: string): Promise<Start> {
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    headless: true,
    executablePath: process.env['CHROMIUM'] ?? '/usr/bin/chromium',
    args: ARGS,
  });
  try {
    const origin = new URL(url).origin;
    await context.route(
      (u) => u.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${url}/browser`);
    const ready = await page.waitForFunction(
      () => {
        const round = document.querySelector('[data-testid="home-last-round"]')?.textContent ?? '';
        const kmd = document.querySelector('[data-testid="home-kmd"]')?.textContent ?? '';
        return /^\d+$/.test(round) && kmd.includes('Reachable') ? performance.now() : false;
      },
      undefined,
      { timeout: 120_000, polling: 'raf' },
    );
    const worker = context.serviceWorkers()[0];
    const marks: Start['marks'] = {};
    let workerStart: number | undefined;
    if (worker !== undefined) {
      const pageOrigin = await page.evaluate(() => performance.timeOrigin);
      workerStart = (await worker.evaluate(() => performance.timeOrigin)) - pageOrigin;
      const entries = await worker.evaluate(() =>
        performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as const),
      );
      for (const [name, at] of entries) {
        const short = name.replace('sextant:browser-net:', '') as (typeof MARKS)[number];
        if (MARKS.includes(short)) marks[short] = at;
      }
    }
    const at = (await ready.jsonValue()) as number;
    return workerStart === undefined ? { ready: at, marks } : { ready: at, workerStart, marks };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.floor((s.length - 1) / 2)] as number);
};

async function main(): Promise<void> {
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // SEXTANT_BENCH_BASELINE=<dist>: that build too, in the same rotation (each run alternates which goes first).
  const builds = [DIST, ...(BASELINE === undefined ? [] : [BASELINE])];
  const apps = await Promise.all(builds.map((distDir) => serveDist({ distDir, config: {} })));
  const first: Start[][] = builds.map(() => []);
  const reload: Start[][] = builds.map(() => []);
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const b of i % 2 === 0 ? builds.keys() : [...builds.keys()].reverse()) {
        const profile = mkdtempSync(join(tmpdir(), 'sextant-bench-bn-'));
        try {
          first[b]!.push(await start(profile, apps[b]!.url));
          reload[b]!.push(await start(profile, apps[b]!.url));
        } finally {
          rmSync(profile, { recursive: true, force: true });
        }
      }
      process.stdout.write('.');
    }
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
  process.stdout.write('\n');
  const row = (name: string, starts: Start[]) => {
    const cells = MARKS.map((m) =>
      median(starts.flatMap((s) => (s.marks[m] === undefined ? [] : [s.marks[m]]))),
    );
    const workerStart = median(starts.flatMap((s) => (s.workerStart === undefined ? [] : [s.workerStart])));
    const figures = [workerStart, ...cells].map((c) => (Number.isNaN(c) ? '–' : c.toFixed(0)));
    return `| ${name} | **${median(starts.map((s) => s.ready)).toFixed(0)}** | ${figures.join(' | ')} |`;
  };
  console.log(
    `Browser network start, median of ${RUNS} (ms); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`| start | ready (page) | worker starts (page) | worker: ${MARKS.join(' | ')} |`);
  console.log(`|---|---|---|${MARKS.map(() => '---').join('|')}|`);
  builds.forEach((dist, b) => {
    const name = builds.length > 1 ? (b === 0 ? ' (this build)' : ' (baseline)') : '';
    if (builds.length > 1) console.log(`${name.trim()}: ${dist}`);
    console.log(row(`first (fresh profile)${name}`, first[b]!));
    console.log(row(`reload (same profile)${name}`, reload[b]!));
  });
}

await main();
