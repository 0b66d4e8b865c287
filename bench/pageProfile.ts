/**
 * What a page load's main thread did. A CPU profile of one load in Chromium (the DevTools protocol's sampling profiler, started
 * before navigation, stopped at ready), written as a `.cpuprofile` (open it in DevTools'
 * Performance panel) by the bench, and summed bottom-up: the functions with the most self time, their names and
 * places traced through the build's source maps when it has them
 * (`npx vite build --sourcemap --outDir <dir>` and `SEXTANT_BUNDLE_DIST=<dir>`). And a trace's
 * main-thread CPU time by kind (script, evaluation, style and layout, paint, GC): thread time, so
 * it compares two builds on a busy machine where wall times swing ±25 % run to run.
 */
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { CDPSession, Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

/** The protocol's `Profiler.Profile`: times in microseconds. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface PageProfiler {
  stop(): Promise<CpuProfile>;
}

/** Starts sampling `page`'s main thread every 100 µs; call before `page.goto`. */
export async function startPageProfile(page: Page): Promise<PageProfiler> {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return {
    async stop() {
      const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      await session.detach();
      return profile;
    },
  };
}

/** Turns a frame of the served build into `name (source:line)` through the build's source maps. */
function frameNamer(distDir: string): (frame: CallFrame) => string {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string): TraceMap | null => {
    if (!maps.has(url)) {
      let map: TraceMap | null = null;
      try {
        const file = join(distDir, new URL(url).pathname) + '.map';
        if (existsSync(file)) map = new TraceMap(readFileSync(file, 'utf8'));
      } catch {
        map = null;
      }
      maps.set(url, map);
    }
    return maps.get(url)!;
  };
  return (frame) => {
    const fn = frame.functionName === '' ? '(anonymous)' : frame.functionName;
    if (frame.url === '') return fn;
    const map = mapOf(frame.url);
    const file = new URL(frame.url).pathname.split('/').at(-1) ?? frame.url;
    if (map === null) return `${fn} (${file}:${frame.lineNumber + 1}:${frame.columnNumber})`;
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (at.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${at.name ?? fn} (${source}:${at.line ?? frame.lineNumber + 1})`;
  };
}

/** Self time (ms) per traced function, over the samples taken from `sinceUs` (profile clock) on. */
export function selfTimes(profile: CpuProfile, distDir: string, sinceUs = 0): Map<string, number> {
  const name = frameNamer(distDir);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    // A sample's time is until the next one.
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (t < sinceUs) continue;
    const key = name(byId.get(profile.samples[i]!)!.callFrame);
    out.set(key, (out.get(key) ?? 0) + dt);
  }
  return out;
}

/**
 * Prints `profile`'s top `n` functions by self time and the self time by origin (package or app
 * folder): over the whole load, then over its last `tailMs` (the work after the last answer, when given).
 */
export function reportProfile(
  profile: CpuProfile,
  distDir: string,
  { n = 20, tailMs }: { n?: number; tailMs?: number } = {},
): void {
  const top = (times: Map<string, number>, k: number) =>
    [...times]
      .filter(([name]) => name !== '(idle)' && name !== '(program)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  const print = (title: string, times: Map<string, number>) => {
    const sum = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);
    const idle = (times.get('(idle)') ?? 0) + (times.get('(program)') ?? 0);
    console.log(
      `\n${title}: ${Math.round(sum(times.values()))} ms sampled, ${Math.round(idle)} idle or in the browser`,
    );
    console.log(top(times, n));
    console.log('  by origin:');
    console.log(top(selfTimesByOrigin(times), 12));
  };
  print('self time, whole load', selfTimes(profile, distDir));
  if (tailMs !== undefined)
    print(
      `self time, last ${Math.round(tailMs)} ms (after the last answer)`,
      selfTimes(profile, distDir, profile.endTime - tailMs * 1000),
    );
}

/** Self time summed by where the code comes from: a package, or the app's own source. */
export function selfTimesByOrigin(times: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [k, v] of times) {
    const at = /\(([^:)]+):\d+\)$/.exec(k)?.[1];
    const origin =
      at === undefined
        ? k.startsWith('(')
          ? k
          : 'browser (native)'
        : at.startsWith('@')
          ? at.split('/').slice(0, 2).join('/')
          : at.includes('/src/')
            ? at
                .slice(at.indexOf('/src/') - 8)
                .replace(/^.*?(apps|packages)\//, '$1/')
                .split('/')
                .slice(0, 4)
                .join('/')
            : at.split('/')[0]!;
    out.set(origin, (out.get(origin) ?? 0) + v);
  }
  return out;
}

/** What a trace's main thread spent its CPU on, by the timeline's own names. */
export interface MainThreadCpu {
  /** JavaScript run from tasks (React's renders and commits, answers handled). */
  script: number;
  /** Module and script evaluation (the chunks' top levels). */
  evaluate: number;
  /** Style and layout (`UpdateLayoutTree`, `Layout`). */
  styleLayout: number;
  paint: number;
  gc: number;
}

/**
 * Starts a Chromium trace for `page` (one at a time per browser); `stop()` sums the page's main
 * thread's CPU time (the events' thread time, not their wall time: on a shared machine a renderer
 * waiting for a core is not counted, so two builds compare even under load).
 */
export async function startMainThreadTrace(page: Page): Promise<{ stop(): Promise<MainThreadCpu> }> {
  const browser = page.context().browser();
  if (browser === null) throw new Error('tracing needs a launched browser');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8'] });
  return {
    async stop() {
      interface TraceEvent {
        name: string;
        ph: string;
        pid: number;
        tid: number;
        tdur?: number;
      }
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      // The renderer's main thread is the one that parsed the page's HTML.
      const parse = traceEvents.find((e) => e.name === 'ParseHTML');
      const cpu: MainThreadCpu = { script: 0, evaluate: 0, styleLayout: 0, paint: 0, gc: 0 };
      const into: Record<string, keyof MainThreadCpu> = {
        FunctionCall: 'script',
        'v8.evaluateModule': 'evaluate',
        EvaluateScript: 'evaluate',
        UpdateLayoutTree: 'styleLayout',
        Layout: 'styleLayout',
        Paint: 'paint',
        MinorGC: 'gc',
        MajorGC: 'gc',
      };
      for (const e of traceEvents) {
        const k = into[e.name];
        if (k === undefined || e.ph !== 'X' || parse === undefined) continue;
        if (e.pid === parse.pid && e.tid === parse.tid) cpu[k] += (e.tdur ?? 0) / 1000;
      }
      return cpu;
    },
  };
}

// `npx tsx bench/pageProfile.ts <file.cpuprofile> <dist> [tail ms]`: the summary of a saved profile again.
if (process.argv[1]?.endsWith('pageProfile.ts')) {
  const [file, distDir, tail] = process.argv.slice(2);
  if (file === undefined || distDir === undefined)
    throw new Error('usage: tsx bench/pageProfile.ts <file.cpuprofile> <dist> [tail ms]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  reportProfile(profile, distDir, { n: 40, ...(tail !== undefined && { tailMs: Number(tail) }) });
}
