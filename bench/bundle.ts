/**
 * `npm run bench:bundle`: after a build, prints per route the JavaScript a visit loads (the entry
 * chunk and its static imports, plus the route's lazy chunk and its static imports), raw and gzip,
 * then the first page's total against its budget, and the grand total of all JavaScript.
 * Exits 1 when the first page is over budget, so the figure cannot drift up unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_ROUTE, ROUTE_TABLE, routePattern } from '../apps/web/src/app/routeTable';
import { chunkKeyOf, type Manifest, sizeOf, staticClosure, type Size } from './bundleFigures';

/** The first page's JavaScript budget, gzip bytes (150 kB). */
export const FIRST_PAGE_BUDGET_GZIP = 150_000;

// SEXTANT_BUNDLE_DIST measures another build (side-by-side builds use their own outDir).
const dist =
  process.env['SEXTANT_BUNDLE_DIST'] ?? join(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (entryKey === undefined) throw new Error('the manifest has no entry chunk');
const moduleChunks = JSON.parse(readFileSync(join(dist, '.vite/module-chunks.json'), 'utf8')) as Record<
  string,
  string
>;
/** A source module's static closure, as files (the module may share a chunk with others). */
const closureOf = (module: string) => staticClosure(manifest, chunkKeyOf(manifest, moduleChunks, module));

const cache = new Map<string, Size>();
// The shell: the entry and its static imports (`boot`: config, route table, data declarations), and
// the app's frame the entry imports at once on every page (React, the router, the layout).
const shell = new Set([...staticClosure(manifest, entryKey), ...closureOf('src/app/boot/renderApp.tsx')]);
const shellSize = sizeOf(dist, shell, cache);

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const pad = (text: string, width: number) => text.padStart(width);
const row = (name: string, cells: string[]) => `${name.padEnd(42)}${cells.map((c) => pad(c, 12)).join('')}`;

console.log(`Sextant bundle: ${dist}`);
console.log('sizes in kB (1000 bytes); gzip at level 9; "route" = the lazy chunk beyond the shell\n');
console.log(row('route', ['route raw', 'route gzip', 'page raw', 'page gzip', 'JS files']));
console.log(
  row('(shell: entry, app frame + imports)', [
    '',
    '',
    kb(shellSize.raw),
    kb(shellSize.gzip),
    String(shell.size),
  ]),
);

let firstPage: Size | undefined;
for (const entry of ROUTE_TABLE) {
  const own = [...closureOf(entry.module)].filter((f) => !shell.has(f));
  const route = sizeOf(dist, own, cache);
  const page = sizeOf(dist, new Set([...shell, ...own]), cache);
  if (entry === FIRST_ROUTE) firstPage = page;
  // The page's files, and the route's data declaration when it has one (loaded beside the page).
  const files = new Set([...shell, ...own, ...(entry.queries ? closureOf(entry.queries) : [])]);
  console.log(
    row(routePattern(entry), [
      kb(route.raw),
      kb(route.gzip),
      kb(page.raw),
      kb(page.gzip),
      String(files.size),
    ]),
  );
}

// Chunks the shell fetches only when someone uses a feature (e.g. the network menu's library).
const routeModules = new Set(ROUTE_TABLE.map((e) => e.module));
// (The shell's chunks, not only the entry's, hold the dynamic imports: the entry's modules are grouped.)
const shellChunks = Object.values(manifest).filter((c) => shell.has(c.file));
const onDemand = [...new Set(shellChunks.flatMap((c) => c.dynamicImports ?? []))].filter(
  (k) => !routeModules.has(k) && !ROUTE_TABLE.some((e) => e.queries === k),
);
for (const key of onDemand) {
  const own = [...staticClosure(manifest, key)].filter((f) => !shell.has(f));
  const size = sizeOf(dist, own, cache);
  console.log(row(`on first use: ${key.replace(/^.*\//, '')}`, [kb(size.raw), kb(size.gzip), '', '']));
}

// The wallet: use-wallet and the providers' libraries load only when the wallet dialog opens or a
// stored session resumes (apps/web/src/features/wallet/WalletSlot.tsx). Printed to show they are
// not in the first page: the first page with and without them, and what each step adds.
const walletKey = Object.keys(manifest).find((k) => k.endsWith('features/wallet/runtime/WalletRuntime.tsx'));
if (walletKey !== undefined && firstPage !== undefined) {
  const walletFiles = [...staticClosure(manifest, walletKey)].filter((f) => !shell.has(f));
  const wallet = sizeOf(dist, walletFiles, cache);
  const inShell = [...staticClosure(manifest, walletKey)].filter(
    (f) => shell.has(f) && f.includes('WalletRuntime'),
  );
  // The providers' own SDKs (Pera, Defly, Lute, Kibisis) are imported by use-wallet at connect.
  const walletSet = new Set(walletFiles);
  const providerFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!walletSet.has(chunk.file)) continue;
    for (const dyn of manifest[key]?.dynamicImports ?? [])
      for (const f of staticClosure(manifest, dyn))
        if (!shell.has(f) && !walletSet.has(f)) providerFiles.add(f);
  }
  const providers = sizeOf(dist, providerFiles, cache);
  console.log('');
  console.log('wallet (loads when the wallet dialog opens or a stored session resumes):');
  console.log(`  first page (holds no wallet code):  ${kb(firstPage.raw)} raw, ${kb(firstPage.gzip)} gzip`);
  console.log(
    `  wallet runtime (use-wallet, kmd...): ${kb(wallet.raw)} raw, ${kb(wallet.gzip)} gzip in ${walletFiles.length} files`,
  );
  console.log(
    `  provider SDKs at connect (Pera...):  ${kb(providers.raw)} raw, ${kb(providers.gzip)} gzip in ${providerFiles.size} files`,
  );
  console.log(
    `  first page if the wallet were in it: ${kb(firstPage.raw + wallet.raw)} raw, ${kb(firstPage.gzip + wallet.gzip)} gzip`,
  );
  console.log(`  first-page files holding wallet library code: ${inShell.length}`);
  if (inShell.length > 0) process.exitCode = 1;
}

const allJs = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const total = sizeOf(dist, allJs, cache);
if (firstPage === undefined) throw new Error('the first route is not in the table');

const within = firstPage.gzip <= FIRST_PAGE_BUDGET_GZIP;
console.log('');
console.log(
  `first page (${routePattern(FIRST_ROUTE)}): ${kb(firstPage.raw)} raw, ${kb(firstPage.gzip)} gzip; ` +
    `budget ${kb(FIRST_PAGE_BUDGET_GZIP)} gzip: ${within ? 'within' : 'OVER'} ` +
    `(${kb(Math.abs(FIRST_PAGE_BUDGET_GZIP - firstPage.gzip))} ${within ? 'to spare' : 'over'})`,
);
console.log(`grand total (all ${allJs.length} JS files): ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`);
if (!within) process.exitCode = 1;
