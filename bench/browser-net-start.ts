/**
 * The Browser network's start, as a person meets it: the built app served as static files (no
 * sandbox named in its config), headless Chromium opening `/browser` (the Browser network's home)
 * in a fresh profile — the first start: the worker script fetched and evaluated, IndexedDB created,
 * a genesis made, kmd's default wallet written — and then again in the same profile after the
 * browser was closed (a reload start: the worker from cache, the stored network replayed).
 *
 * "ready": ms from navigation start until the home shows the latest round and kmd as reachable.
 * Inside the worker (its own clock, from the worker's start): when its script was evaluated, when
 * it held the storage lock, opened IndexedDB, and opened the network (`START_MARKS`). Median of RUNS
 * runs, first and reload starts alternating with fresh profiles. Prints figures; never asserts.
 *
 *   npm run build && npx tsx bench/browser-net-start.ts [runs]
 */
import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from '../scripts/serveDist';

const RUNS = Number(process.argv[2] ?? 5);
const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
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
    if (worker !== undefined) {
      const entries = await worker.evaluate(() =>
        performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as const),
      );
      for (const [name, at] of entries) {
        const short = name.replace('sextant:browser-net:', '') as (typeof MARKS)[number];
        if (MARKS.includes(short)) marks[short] = at;
      }
    }
    return { ready: (await ready.jsonValue()) as number, marks };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : (s[Math.floor((s.length - 1) / 2)] as number);
};

async function main(): Promise<void> {
  const app = await serveDist({ distDir: DIST, config: {} });
  const first: Start[] = [];
  const reload: Start[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const profile = mkdtempSync(join(tmpdir(), 'sextant-bench-bn-'));
      try {
        first.push(await start(profile, app.url));
        reload.push(await start(profile, app.url));
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
      process.stdout.write('.');
    }
  } finally {
    await app.close();
  }
  process.stdout.write('\n');
  const row = (name: string, starts: Start[]) => {
    const cells = MARKS.map((m) =>
      median(starts.flatMap((s) => (s.marks[m] === undefined ? [] : [s.marks[m]]))),
    );
    return `| ${name} | **${median(starts.map((s) => s.ready)).toFixed(0)}** | ${cells.map((c) => (Number.isNaN(c) ? '–' : c.toFixed(0))).join(' | ')} |`;
  };
  console.log(`Browser network start, median of ${RUNS} (ms)`);
  console.log(`| start | ready (page) | worker: ${MARKS.join(' | ')} |`);
  console.log(`|---|---|${MARKS.map(() => '---').join('|')}|`);
  console.log(row('first (fresh profile)', first));
  console.log(row('reload (same profile)', reload));
}

await main();
