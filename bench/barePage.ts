import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the bare pages send their requests: the sandbox the app is pointed at. */
export interface BareTarget {
  algod: string;
  indexer: string;
  token: string;
}

/**
 * A bare HTML page's script for one explorer page: an async function body that may call
 * `idx(path)` / `alg(path, init?)` (fetch + JSON, the node's token header set, as the app sends it)
 * and `show(text)` (appends a line). The page marks `<html data-ready>` when the body returns.
 */
export type BareScript = string;

/** idx, alg (fetch + JSON with the node's token header, as the app sends it) for a page's script. */
const fetchers = (target: BareTarget) => `
const T = ${JSON.stringify(target)};
const get = async (url, header, init = {}) => {
  const r = await fetch(url, { ...init, headers: { [header]: T.token, ...(init.headers ?? {}) } });
  if (!r.ok) throw new Error(url + ' ' + r.status);
  return r.json();
};
const idx = (path) => get(T.indexer + path, 'X-Indexer-API-Token');
const alg = (path, init) => get(T.algod + path, 'X-Algo-API-Token', init);`;

function html(target: BareTarget, script: BareScript): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>bare</title></head>
<body><ul id="out"></ul>
<script type="module">${fetchers(target)}
const out = document.getElementById('out');
const show = (text) => { const li = document.createElement('li'); li.textContent = text; out.append(li); };
(async () => { ${script} })().then(
  () => { document.documentElement.dataset.ready = '1'; },
  (e) => { document.documentElement.dataset.ready = 'error'; show(String(e)); },
);
</script></body></html>`;
}

/**
 * The same script's page drawn with React (`reactPage`): its requests leave from an inline script at
 * once, as the bare page's (and Sextant's first screen's) do; once they are in and React's module has
 * loaded, one render draws the lines. Marks `<html data-ready>` after that render.
 */
function reactHtml(target: BareTarget, script: BareScript): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>react</title>
<link rel="modulepreload" href="/react-page.js">
<script>${fetchers(target)}
const lines = [];
const show = (text) => { lines.push(text); };
window.lines = (async () => { ${script} })().then(() => lines);
window.lines.catch(() => {});
</script></head>
<body><div id="root"></div>
<script type="module">
import { mount } from '/react-page.js';
window.lines.then(
  (lines) => { mount(lines); document.documentElement.dataset.ready = '1'; },
  (e) => { document.documentElement.dataset.ready = 'error'; document.body.textContent = String(e); },
);
</script></body></html>`;
}

/**
 * Serves `/<name>` → the bare page for that script, and `/react/<name>` → the React page for it (with
 * `/react-page.js`, the script `reactPage` built), on 127.0.0.1 at a free port. The baseline the
 * bench divides Sextant's time by: the same data, fetched and written to the page with nothing else.
 */
export async function serveBarePages(
  target: BareTarget,
  scripts: Record<string, BareScript>,
  reactPage: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pages = new Map<string, string>();
  for (const [name, s] of Object.entries(scripts)) {
    pages.set(`/${encodeURIComponent(name)}`, html(target, s));
    pages.set(`/react/${encodeURIComponent(name)}`, reactHtml(target, s));
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/react-page.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(reactPage);
      return;
    }
    const page = pages.get(path);
    if (page === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
