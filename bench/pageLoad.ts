import type { Browser, Request } from '@playwright/test';
import { HEADER_LIVE_MARK, LIVE_MARK } from '../apps/web/src/app/boot/firstScreenCommitted';
import { markTime, readyCheckMs, readyTime, watchReady } from './pageReady';
import { startMainThreadTrace, startPageProfile, type CpuProfile, type MainThreadCpu } from './pageProfile';

/** Requests made just after ready (a refetch) count too: the load waits this long before closing. */
const SETTLE_MS = 500;

/** One page load as bench/explorer-pages.ts measures it. */
export interface Run {
  readyMs: number;
  /** Sextant only: when the page went live (its first screen committed; over a drawn page, hydrated). */
  liveMs?: number;
  /** Sextant only: when its header went live too (it hydrates after the page: `DeferredHeader`). */
  headerLiveMs?: number;
  /** The ready test's own main-thread time in the page (bench/pageReady.ts), its layout read aside. */
  checkMs: number;
  /** Requests started before ready, JavaScript files among them, and every request (settled). */
  before: number;
  js: number;
  requests: string[];
  /** name, start, end (ms from navigation start) of what loaded before ready. */
  waterfall: { name: string; start: number; end: number }[];
  /** With `profile`: the main thread's CPU profile from before navigation to ready. */
  profile?: CpuProfile;
  /** With SEXTANT_BENCH_CPU=1: the main thread's CPU time until ready. */
  cpu?: MainThreadCpu;
}

/** The bare and React pages' ready test. */
export const BARE_READY = `document.documentElement.dataset.ready`;

/**
 * One load of `url` in a fresh browser context until `ready` holds: when it was ready and live, what it
 * asked for, and (`profile`, `traceCpu`) its main thread's CPU profile or CPU time.
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  ready: string,
  { profile = false, traceCpu = false }: { profile?: boolean; traceCpu?: boolean } = {},
): Promise<Run> {
  // The page's ready test is a string evaluated in the page, which its CSP (no eval) would refuse.
  const context = await browser.newContext({ bypassCSP: true });
  // Like the e2e fixture: nothing leaves loopback.
  await context.route(
    (u) => u.hostname !== '127.0.0.1' && u.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const requests: string[] = [];
  // A POST is told apart by its body (two programs disassembled are two requests, not a repeat).
  page.on('request', (r: Request) => {
    const body = r.postDataBuffer();
    requests.push(
      `${r.method()} ${r.url()}${body === null ? '' : ` (body ${body.toString('base64').slice(0, 24)})`}`,
    );
  });
  await watchReady(context, ready);
  const profiler = profile ? await startPageProfile(page) : undefined;
  const tracer = traceCpu && !profile ? await startMainThreadTrace(page) : undefined;
  await page.goto(url, { waitUntil: 'commit' });
  const readyMs = await readyTime(page);
  const cpuProfile = await profiler?.stop();
  const cpu = await tracer?.stop();
  // Nothing else is evaluated in the page before it is live (an evaluation of Playwright's would run
  // on the page's main thread as it hydrates).
  const liveMs = ready === BARE_READY ? undefined : await markTime(page, LIVE_MARK);
  // The header hydrates after the page (a build before that has no such mark: its header was live with the page).
  const headerLiveMs =
    liveMs === undefined ? undefined : ((await markTime(page, HEADER_LIVE_MARK, 2_000)) ?? liveMs);
  const checkMs = await readyCheckMs(page);
  const waterfall = await page.evaluate((until) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const entries = performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e.startTime <= until)
      .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd }));
    return [{ name: nav.name, start: 0, end: nav.responseEnd }, ...entries];
  }, readyMs);
  // Requests made just after ready (a refetch) count too.
  await page.waitForTimeout(SETTLE_MS);
  await context.close();
  return {
    readyMs,
    ...(liveMs !== undefined && { liveMs }),
    ...(headerLiveMs !== undefined && { headerLiveMs }),
    checkMs,
    before: waterfall.length,
    js: waterfall.filter((e) => new URL(e.name).pathname.endsWith('.js')).length,
    requests,
    waterfall,
    ...(cpuProfile && { profile: cpuProfile }),
    ...(cpu && { cpu }),
  };
}
