/**
 * `npm run bench:pages`: explorer page loads in headless Chromium, the built app served by
 * scripts/serveDist.ts (as `npm start` serves it) against a real sandbox (a child process) on
 * loopback, beside a bare HTML page that fetches the same data and writes it to the page. The
 * ledger: one account holding 100 assets with 210 transactions in its history (bench/pagesLedger.ts).
 *
 * Per page: Sextant's time from navigation start to "ready" (an in-page condition true only once
 * the page shows its data, listed in the output), the bare page's time, the ratio, and the requests
 * and JavaScript files Sextant asked for before it was ready. Beside them, a React page: the bare
 * page's requests, sent as early, drawn by one React render with nothing else (bench/reactPage.ts),
 * what React alone costs over the bare page. Median of RUNS runs, Sextant, the bare page and the
 * React page in rotation, each in a fresh browser context after one warm-up of each. Then the account
 * page's request waterfall (last run) and any request a page made twice. "follow-up wait": how long
 * the first request an answer leads to left after that answer (the main thread busy as it arrived).
 * "live ms": when Sextant's page answered to the person (its first screen committed: over a page the
 * server drew, hydrated; `<html data-app="live">`). A build with its server renderer built beside it
 * (apps/web/dist-server, `npm run build`) is served with its first screens drawn, as `npm start` does.
 * "static ms" / "static live ms": the same build served as a plain static host serves it (index.html
 * as built, `/config.json` beside it: no config, hints or requests written in, nothing drawn), with
 * its ratio to the bare page; "live ratio" is the served page's live time over the bare page's ready.
 * Never asserts on time.
 *
 *   npm run build && npx tsx bench/explorer-pages.ts [runs]
 *   SEXTANT_BENCH_BASELINE=/path/to/other/dist npx tsx bench/explorer-pages.ts   (before and after, same run)
 *   SEXTANT_BENCH_PAGES=home,account npx tsx bench/explorer-pages.ts                (only those pages)
 *   SEXTANT_BENCH_BASELINE_PAGE_HINTS=0 ...   (the baseline without its page's code in the HTML's hints)
 *   SEXTANT_BENCH_BASELINE_EARLY=0 ...        (the baseline without the first screen's requests in its HTML)
 *   SEXTANT_BENCH_BASELINE_DRAWN=0 ...        (the baseline's first screens not drawn by the server)
 *   SEXTANT_BENCH_BASELINE_INLINE_STYLES=0 ... (the baseline's pages link the stylesheet, not carry it)
 *   SEXTANT_BENCH_BASELINE_RENDER_THREAD=0 ... (the baseline's pages drawn in the server's own thread)
 *   SEXTANT_BENCH_WATERFALL=home npx tsx bench/explorer-pages.ts                     (that page's waterfall)
 *   SEXTANT_BENCH_PROFILE=account ...   (one more load of that page under the CPU profiler: bench/pageProfile.ts;
 *                                        a build with source maps names the functions)
 *   SEXTANT_BENCH_STATIC=0 ...   (without the static-host loads; SEXTANT_BENCH_REACT=0 without the React page)
 *   SEXTANT_BENCH_CPU=1 ...   (each load traced: the main thread's CPU ms, script and style+layout, in the table)
 *   SEXTANT_BENCH_TRACE=home,account ...     (after the runs, one more load of each under a Chromium trace and a
 *                                             CPU profile: timeline and top self time, files in the temp dir; bench/loadTrace.ts)
 *   SEXTANT_BENCH_TRACE_STATIC=1 ...          (the traced pages also as the static host serves them)
 */
import algosdk from 'algosdk';
import { chromium, type Browser } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandboxProcess } from '../e2e/support/startSandboxProcess';
import { serveDist } from '../scripts/serveDist';
import { serveBarePages } from './barePage';
import { buildReactPage } from './reactPage';
import { profileLoad } from './loadTrace';
import { pageCases } from './pageCases';
import { BARE_READY, loadOnce, type Run } from './pageLoad';
import { reportProfile } from './pageProfile';
import { followUpWait, median, printWaterfall, shorten } from './pageTable';
import { fillPagesLedger, PAGES_ASSETS } from './pagesLedger';

const RUNS = Number(process.argv[2] ?? 7);
// SEXTANT_BUNDLE_DIST measures another build (side-by-side builds use their own outDir).
const dist =
  process.env['SEXTANT_BUNDLE_DIST'] ?? join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
// SEXTANT_BENCH_BASELINE=<another build's dist> loads that build too, in the same rotation (before/after
// under the same machine load): its columns are prefixed "baseline".
const baselineDist = process.env['SEXTANT_BENCH_BASELINE'];
/** SEXTANT_BENCH_BASELINE_PAGE_HINTS=0: the baseline served without its page's code in the first screen's hints. */
const baselinePageHints = process.env['SEXTANT_BENCH_BASELINE_PAGE_HINTS'] !== '0';
/** SEXTANT_BENCH_BASELINE_EARLY=0: the baseline served without the first screen's requests in its HTML. */
const baselineEarly = process.env['SEXTANT_BENCH_BASELINE_EARLY'] !== '0';
/** SEXTANT_BENCH_BASELINE_DRAWN=0: the baseline's first screens not drawn by the server (A/B of the drawing). */
const baselineDrawn = process.env['SEXTANT_BENCH_BASELINE_DRAWN'] !== '0';
/** SEXTANT_BENCH_BASELINE_INLINE_STYLES=0: the baseline's pages link their stylesheet instead of carrying it. */
const baselineInlineStyles = process.env['SEXTANT_BENCH_BASELINE_INLINE_STYLES'] !== '0';
/** SEXTANT_BENCH_BASELINE_RENDER_THREAD=0: the baseline's pages drawn in the server's own thread. */
const baselineRenderThread = process.env['SEXTANT_BENCH_BASELINE_RENDER_THREAD'] !== '0';
/** SEXTANT_BENCH_STATIC=0: no loads of the build (and the baseline's) served as plain static files. */
const measureStatic = process.env['SEXTANT_BENCH_STATIC'] !== '0';
/** SEXTANT_BENCH_REACT=0: no loads of the React page. */
const measureReact = process.env['SEXTANT_BENCH_REACT'] !== '0';
/** SEXTANT_BENCH_PAGES=home,account: only those pages (by case name). */
const onlyPages = process.env['SEXTANT_BENCH_PAGES']?.split(',');
/** SEXTANT_BENCH_WATERFALL=home: whose request waterfall to print (the account page's by default). */
const waterfallPage = process.env['SEXTANT_BENCH_WATERFALL'] ?? 'account';
/** SEXTANT_BENCH_PROFILE=account: which page to load once more under the CPU profiler. */
const profilePage = process.env['SEXTANT_BENCH_PROFILE'];
/** SEXTANT_BENCH_CPU=1: trace every load and report the main thread's CPU time (not wall time). */
const traceCpu = process.env['SEXTANT_BENCH_CPU'] === '1';
/** SEXTANT_BENCH_TRACE=home,account: those pages (and the baseline's) traced and profiled once after their runs. */
const tracePages = process.env['SEXTANT_BENCH_TRACE']?.split(',') ?? [];
/** SEXTANT_BENCH_TRACE_STATIC=1: the traced pages are traced as the static host serves them too. */
const traceStatic = process.env['SEXTANT_BENCH_TRACE_STATIC'] === '1';

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No built app at ${dist}: run \`npm run build\`.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sextant-bench-pages-'));
  const sandbox = await startSandboxProcess(dataDir);
  const sandboxConfig = {
    sandbox: { algod: sandbox.algod, indexer: sandbox.indexer, kmd: sandbox.kmd, token: sandbox.token },
  };
  const app = await serveDist({ distDir: dist, config: sandboxConfig, port: 0 });
  const staticApp = measureStatic
    ? await serveDist({ distDir: dist, config: sandboxConfig, port: 0, staticHost: true })
    : undefined;
  const staticBaseline =
    measureStatic && baselineDist !== undefined
      ? await serveDist({ distDir: baselineDist, config: sandboxConfig, port: 0, staticHost: true })
      : undefined;
  const baseline =
    baselineDist === undefined
      ? undefined
      : await serveDist({
          distDir: baselineDist,
          config: sandboxConfig,
          port: 0,
          pageHints: baselinePageHints,
          earlyRequests: baselineEarly,
          serverRender: baselineDrawn,
          inlineStyles: baselineInlineStyles,
          renderThread: baselineRenderThread,
        });
  let bare: Awaited<ReturnType<typeof serveBarePages>> | undefined;
  let browser: Browser | undefined;
  try {
    const algodUrl = new URL(sandbox.algod);
    const kmdUrl = new URL(sandbox.kmd);
    const algod = new algosdk.Algodv2(sandbox.token, algodUrl.origin, algodUrl.port);
    const kmd = new algosdk.Kmd(sandbox.token, kmdUrl.origin, kmdUrl.port);
    const filling = performance.now();
    const filled = await fillPagesLedger(algod, kmd);
    console.log(
      `filled in ${Math.round(performance.now() - filling)} ms: account ${filled.holder} holds ${PAGES_ASSETS} assets, ` +
        `${filled.transactions} transactions in its history`,
    );
    const all = pageCases(filled).filter((c) => onlyPages === undefined || onlyPages.includes(c.name));
    bare = await serveBarePages(
      { algod: sandbox.algod, indexer: sandbox.indexer, token: sandbox.token },
      Object.fromEntries(all.map((c) => [c.name, c.bare])),
      await buildReactPage(),
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
      bare: bare.url,
      algod: sandbox.algod,
      indexer: sandbox.indexer,
      kmd: sandbox.kmd,
    };
    const table: Record<string, string | number>[] = [];
    const repeats: string[] = [];
    let waterfall: Run['waterfall'] = [];
    const profiles: string[] = [];
    const isData = (u: string) => [sandbox.algod, sandbox.indexer, sandbox.kmd].some((s) => u.startsWith(s));
    for (const c of all) {
      const sextantUrl = app.url + c.path;
      const bareUrl = `${bare.url}/${encodeURIComponent(c.name)}`;
      const reactUrl = `${bare.url}/react/${encodeURIComponent(c.name)}`;
      const bareReady = `${BARE_READY} === '1' || (${BARE_READY} === 'error' && (() => { throw new Error(document.body.textContent); })())`;
      // Warm-up, not counted: the server's compressed files, the browser's compiled code cache.
      await loadOnce(browser, sextantUrl, c.ready, { traceCpu });
      await loadOnce(browser, bareUrl, bareReady, { traceCpu });
      if (measureReact) await loadOnce(browser, reactUrl, bareReady, { traceCpu });
      if (baseline) await loadOnce(browser, baseline.url + c.path, c.ready, { traceCpu });
      if (staticApp) await loadOnce(browser, staticApp.url + c.path, c.ready, { traceCpu });
      if (staticBaseline) await loadOnce(browser, staticBaseline.url + c.path, c.ready, { traceCpu });
      const runs: Run[] = [];
      const bareRuns: Run[] = [];
      const reactRuns: Run[] = [];
      const baselineRuns: Run[] = [];
      const staticRuns: Run[] = [];
      const staticBaselineRuns: Run[] = [];
      const loads = [
        async () => runs.push(await loadOnce(browser!, sextantUrl, c.ready, { traceCpu })),
        async () => bareRuns.push(await loadOnce(browser!, bareUrl, bareReady, { traceCpu })),
        ...(measureReact
          ? [async () => reactRuns.push(await loadOnce(browser!, reactUrl, bareReady, { traceCpu }))]
          : []),
        ...(baseline
          ? [
              async () =>
                baselineRuns.push(await loadOnce(browser!, baseline.url + c.path, c.ready, { traceCpu })),
            ]
          : []),
        ...(staticApp
          ? [
              async () =>
                staticRuns.push(await loadOnce(browser!, staticApp.url + c.path, c.ready, { traceCpu })),
            ]
          : []),
        ...(staticBaseline
          ? [
              async () =>
                staticBaselineRuns.push(
                  await loadOnce(browser!, staticBaseline.url + c.path, c.ready, { traceCpu }),
                ),
            ]
          : []),
      ];
      for (let i = 0; i < RUNS; i++) {
        // Rotate which goes first, so a busy moment on the machine falls on each alike.
        for (let k = 0; k < loads.length; k++) await loads[(i + k) % loads.length]!();
      }
      if (c.name === waterfallPage) waterfall = runs.at(-1)!.waterfall;
      if (c.name === profilePage) {
        const run = await loadOnce(browser, sextantUrl, c.ready, { profile: true, traceCpu });
        const answers = run.waterfall.filter((e) => !/\.(js|css|svg|woff2?)$/.test(new URL(e.name).pathname));
        const lastAnswer = Math.max(...answers.map((e) => e.end));
        console.log(
          `\n${c.name}, profiled load: ready at ${Math.round(run.readyMs)} ms, last answer in at ${Math.round(lastAnswer)}`,
        );
        const file = join(tmpdir(), `sextant-${c.name}.cpuprofile`);
        writeFileSync(file, JSON.stringify(run.profile));
        console.log(`CPU profile written to ${file}`);
        reportProfile(run.profile!, dist, { tailMs: run.readyMs - lastAnswer });
      }
      if (tracePages.includes(c.name)) {
        const builds = [
          ['Sextant', app.url],
          ...(baseline ? [['baseline', baseline.url]] : []),
          ...(staticApp && traceStatic ? [['static', staticApp.url]] : []),
        ];
        for (const [label, origin] of builds) {
          const out = join(tmpdir(), `sextant-profile-${c.name}-${label}`);
          const summary = await profileLoad(browser, origin + c.path, c.ready, isData, out);
          profiles.push(`\n${label} ${c.name}, profiled (${out}.trace.json, .cpuprofile):\n${summary}`);
        }
      }
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
      const cpuOf = (rs: Run[], k: 'all' | 'script' | 'styleLayout') =>
        Math.round(
          median(
            rs.map((r) =>
              r.cpu === undefined
                ? 0
                : k === 'all'
                  ? Object.values(r.cpu).reduce((x, y) => x + y, 0)
                  : k === 'script'
                    ? r.cpu.script + r.cpu.evaluate
                    : r.cpu.styleLayout,
            ),
          ),
        );
      const waitOf = (rs: Run[]) => {
        const waits = rs.map((r) => followUpWait(r.waterfall, isData)).filter((w) => w !== undefined);
        return waits.length === 0 ? '' : Math.round(median(waits));
      };
      const liveOf = (rs: Run[], key: 'liveMs' | 'headerLiveMs' = 'liveMs') => {
        const times = rs.flatMap((r) => (r[key] === undefined ? [] : [r[key]]));
        return times.length === 0 ? '' : Math.round(median(times));
      };
      const sextantMs = median(runs.map((r) => r.readyMs));
      const bareMs = median(bareRuns.map((r) => r.readyMs));
      const ratioOf = (ms: number | '') => (ms === '' ? '' : `${(ms / bareMs).toFixed(1)}×`);
      const readyOf = (rs: Run[]) => Math.round(median(rs.map((r) => r.readyMs)));
      table.push({
        page: c.name,
        'Sextant ms': Math.round(sextantMs),
        'live ms': liveOf(runs),
        'header live ms': liveOf(runs, 'headerLiveMs'),
        'bare ms': Math.round(bareMs),
        ratio: ratioOf(sextantMs),
        'live ratio': ratioOf(liveOf(runs)),
        ...(staticApp && {
          'static ms': readyOf(staticRuns),
          'static live ms': liveOf(staticRuns),
          'static ratio': ratioOf(readyOf(staticRuns)),
        }),
        ...(measureReact && {
          'React page ms': readyOf(reactRuns),
          'React ratio': ratioOf(readyOf(reactRuns)),
        }),
        'requests before ready': median(runs.map((r) => r.before)),
        'JS files': median(runs.map((r) => r.js)),
        'bare requests': median(bareRuns.map((r) => r.before)),
        'all requests': median(runs.map((r) => r.requests.length)),
        'follow-up wait': waitOf(runs),
        'ready check ms': `${median(runs.map((r) => r.checkMs)).toFixed(1)} / ${median(bareRuns.map((r) => r.checkMs)).toFixed(1)}`,
        ...(traceCpu && {
          'CPU ms': cpuOf(runs, 'all'),
          'script CPU': cpuOf(runs, 'script'),
          'style+layout CPU': cpuOf(runs, 'styleLayout'),
          'bare CPU ms': cpuOf(bareRuns, 'all'),
        }),
        ...(baseline && {
          'baseline ms': Math.round(median(baselineRuns.map((r) => r.readyMs))),
          'baseline live ms': liveOf(baselineRuns),
          'baseline header live ms': liveOf(baselineRuns, 'headerLiveMs'),
          'baseline ratio': ratioOf(readyOf(baselineRuns)),
          'baseline live ratio': ratioOf(liveOf(baselineRuns)),
          ...(staticBaseline && {
            'baseline static ms': readyOf(staticBaselineRuns),
            'baseline static ratio': ratioOf(readyOf(staticBaselineRuns)),
          }),
          'baseline requests': median(baselineRuns.map((r) => r.before)),
          'baseline JS files': median(baselineRuns.map((r) => r.js)),
          'baseline follow-up wait': waitOf(baselineRuns),
          ...(traceCpu && {
            'baseline CPU ms': cpuOf(baselineRuns, 'all'),
            'baseline script CPU': cpuOf(baselineRuns, 'script'),
            'baseline style+layout CPU': cpuOf(baselineRuns, 'styleLayout'),
          }),
        }),
      });
    }
    console.log(
      `\nmedian of ${RUNS} alternating runs per page (after one warm-up each), fresh browser context each; "ready" is:`,
    );
    for (const c of all) console.log(`  ${c.name}: ${c.readyText}`);
    console.table(table);
    printWaterfall(waterfallPage, waterfall, short);
    for (const p of profiles) console.log(p);
    console.log(
      repeats.length === 0
        ? '\nno request repeated on any page'
        : `\nrepeated requests:\n  ${repeats.join('\n  ')}`,
    );
  } finally {
    await browser?.close();
    await bare?.close();
    await app.close();
    await baseline?.close();
    await staticApp?.close();
    await staticBaseline?.close();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
