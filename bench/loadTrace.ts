import type { Browser } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { markTime, readyTime, watchReady } from './pageReady';
import { LIVE_MARK } from '../apps/web/src/app/boot/firstScreenCommitted';

/** One Chrome trace event (the fields read here). */
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> } & Record<string, unknown>;
}

/** A V8 CPU profile (DevTools' .cpuprofile). */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'blink',
].join(',');

/**
 * `SEXTANT_BENCH_TRACE=<page>`: one cold load of a page (fresh context) under a Chromium trace and
 * a V8 CPU profile (100 µs samples), until its ready test holds. Writes `<out>.trace.json` and
 * `<out>.cpuprofile` (open both in DevTools' Performance panel) and returns a summary: when the HTML
 * is parsed, each stylesheet and script arrives, is compiled and evaluated, the first data request
 * leaves, first paint, ready; then the main thread's top self-time items before the first data
 * request and before ready. Times in ms from navigation start.
 */
export async function profileLoad(
  browser: Browser,
  url: string,
  ready: string,
  isData: (url: string) => boolean,
  out: string,
): Promise<string> {
  const context = await browser.newContext({ bypassCSP: true });
  await context.route(
    (u) => u.hostname !== '127.0.0.1' && u.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  await watchReady(context, ready);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  const readyMs = await readyTime(page);
  // Sextant's pages: on until the page answers (its live mark), so what runs between shows too.
  const liveMs = await markTime(page, LIVE_MARK);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const trace = await browser.stopTracing();
  await context.close();
  writeFileSync(`${out}.trace.json`, trace);
  writeFileSync(`${out}.cpuprofile`, JSON.stringify(profile));
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  return summarize(traceEvents, profile, url, readyMs, isData, liveMs);
}

function summarize(
  events: TraceEvent[],
  profile: CpuProfile,
  url: string,
  readyMs: number,
  isData: (url: string) => boolean,
  liveMs: number | undefined,
): string {
  const origin = new URL(url).origin;
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' && String(e.args?.data?.['documentLoaderURL'] ?? '').startsWith(origin),
  );
  if (nav === undefined) return 'profile: no navigationStart for the page in the trace';
  const t0 = nav.ts;
  const ms = (ts: number) => Math.round((ts - t0) / 100) / 10;
  const main = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.['url'] ?? '').startsWith(origin),
  );
  const onMain = (e: TraceEvent) => main !== undefined && e.pid === main.pid && e.tid === main.tid;
  const short = (u: string) => u.replace(origin, '').replace(/^(.{60}).+$/, '$1…');
  const lines: string[] = [];
  const row = (at: number, end: number | undefined, what: string) =>
    lines.push(
      `${String(at).padStart(7)} ${end === undefined ? '       ' : String(end).padStart(7)}  ${what}`,
    );

  const sends = events.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= t0);
  const finishes = new Map(
    events.filter((e) => e.name === 'ResourceFinish').map((e) => [String(e.args?.data?.['requestId']), e.ts]),
  );
  const firstData = sends.find((e) => isData(String(e.args?.data?.['url'])));
  for (const e of sends) {
    const u = String(e.args?.data?.['url']);
    const fin = finishes.get(String(e.args?.data?.['requestId']));
    row(
      ms(e.ts),
      fin === undefined ? undefined : ms(fin),
      `request ${short(u)} (${String(e.args?.data?.['priority'] ?? '')})`,
    );
  }
  const slices = events.filter((e) => e.ph === 'X' && onMain(e) && e.ts >= t0 && (e.dur ?? 0) > 0);
  const named = (e: TraceEvent) => {
    const d = e.args?.data ?? e.args?.beginData ?? {};
    const u = d['url'] ?? d['fileName'] ?? d['styleSheetUrl'] ?? d['stackTrace'];
    return `${e.name}${typeof u === 'string' && u !== '' ? ` ${short(u)}` : ''}`;
  };
  const NOTABLE = new Set([
    'ParseHTML',
    'ParseAuthorStyleSheet',
    'v8.compileModule',
    'v8.compile',
    'v8.evaluateModule',
    'EvaluateScript',
    'v8.produceModuleCache',
    'v8.produceCache',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'FunctionCall',
    'RunMicrotasks',
  ]);
  for (const e of slices)
    if (NOTABLE.has(e.name) && (e.dur ?? 0) >= 1000) row(ms(e.ts), ms(e.ts + e.dur!), named(e));
  for (const e of events)
    if (
      ['firstPaint', 'firstContentfulPaint', 'domContentLoadedEventStart', 'MarkDOMContent'].includes(
        e.name,
      ) &&
      e.ts >= t0
    )
      row(ms(e.ts), undefined, e.name);
  row(readyMs, undefined, 'ready');
  if (liveMs !== undefined) row(Math.round(liveMs * 10) / 10, undefined, 'live (the page answers)');
  const sorted = lines.sort((a, b) => Number(a.slice(0, 7)) - Number(b.slice(0, 7)));

  // Main-thread busy time (top-level tasks) before the first data request and before ready.
  const tasks = slices.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const busyUntil = (t: number) =>
    Math.round(tasks.reduce((sum, e) => sum + Math.max(0, Math.min(e.ts + e.dur!, t) - e.ts), 0) / 1000);
  const firstDataTs = firstData?.ts ?? t0 + readyMs * 1000;
  const readyTs = t0 + readyMs * 1000;

  const top = (until: number, from = t0) => {
    const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const self = new Map<string, number>();
    let ts = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      ts += profile.timeDeltas[i]!;
      if (ts < from || ts > until) continue;
      const f = byNode.get(profile.samples[i]!)!;
      if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
      const key = `${f.functionName || '(anonymous)'} ${short(f.url)}${f.url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
      const dt = profile.timeDeltas[i + 1] ?? 100;
      self.set(key, (self.get(key) ?? 0) + dt);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const byFile = new Map<string, number>();
    for (const [k, v] of self) {
      const file = k.replace(/^\S+ ?/, '').replace(/:\d+:\d+$/, '') || '(native)';
      byFile.set(file, (byFile.get(file) ?? 0) + v);
    }
    const list = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `  ${(v / 1000).toFixed(1).padStart(6)} ms  ${k}`);
    return [
      `  sampled JS ${(total / 1000).toFixed(1)} ms; by file:`,
      ...list(byFile, 8),
      '  by function:',
      ...list(self, 15),
    ];
  };
  return [
    `timeline (ms from navigation start; slices ≥ 1 ms on the page's main thread):`,
    ...sorted,
    '',
    `main thread busy before the first data request (${ms(firstDataTs)} ms): ${busyUntil(firstDataTs)} ms; before ready: ${busyUntil(readyTs)} ms`,
    `CPU profile, self time before the first data request:`,
    ...top(firstDataTs),
    `CPU profile, self time before ready:`,
    ...top(readyTs),
    ...(liveMs === undefined
      ? []
      : [
          `main thread busy between ready and live (${Math.round(liveMs)} ms): ${busyUntil(t0 + liveMs * 1000) - busyUntil(readyTs)} ms`,
          `CPU profile, self time between ready and live:`,
          ...top(t0 + liveMs * 1000, readyTs),
        ]),
  ].join('\n');
}
