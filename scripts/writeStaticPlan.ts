import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { firstScreenRequests } from './firstScreenRequests';
import { routeChunks } from './firstScreenHints';
import { STATIC_PLAN_ELEMENT, STATIC_PLAN_ID } from '../apps/web/src/app/routeData/staticPlanId';
import { builtSandbox, staticPlan } from '../apps/web/src/app/routeData/staticPlan';

/**
 * After `vite build` (apps/web's `build`): writes the static plan (`staticPlan`) into
 * apps/web/dist/index.html, before its inline script, which reads it when no server has written the
 * URL's own hints and requests (a static host). Run again, it replaces the plan it wrote.
 */
const appDir = join(dirname(fileURLToPath(import.meta.url)), '../apps/web');
const indexFile = join(appDir, 'dist/index.html');
const html = readFileSync(indexFile, 'utf8');
// The build's base, as its entry script is named (`<base>assets/index-….js`).
const base = /<script type="module" crossorigin src="([^"]*?)assets\//.exec(html)?.[1] ?? '/';
const plan = await staticPlan(
  routeChunks(join(appDir, 'dist')),
  (config) => firstScreenRequests(appDir, config),
  // As the build read them: its .env files and the environment (Vite's own loader).
  builtSandbox(loadEnv('production', appDir, 'VITE_')),
);
plan.files = plan.files.map((f) => `${base}${f}`);
const element = `<script type="application/json" id="${STATIC_PLAN_ID}">${JSON.stringify(plan).replace(/</g, '\\u003c')}</script>`;
const out = STATIC_PLAN_ELEMENT.test(html)
  ? html.replace(STATIC_PLAN_ELEMENT, () => `${element}\n    `)
  : html.replace('<script>', () => `${element}\n    <script>`);
writeFileSync(indexFile, out);
