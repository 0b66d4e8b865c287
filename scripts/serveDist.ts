import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { INLINE_CONFIG_ID } from '../apps/web/src/app/boot/inlineConfigId';
import type { FirstScreen } from '../apps/web/src/ssr/FirstScreen';
import { EARLY_REQUESTS_ID } from '../packages/core/src/http/earlyRequests';
import { WRITTEN_ANSWERS_ID } from '../packages/core/src/http/writtenAnswers';
import { firstScreenHints } from './firstScreenHints';
import { firstScreenRenderer } from './firstScreenRenderer';
import { STATIC_PLAN_ELEMENT } from '../apps/web/src/app/routeData/staticPlanId';
import { firstScreenRequests } from './firstScreenRequests';

export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /** The built app (apps/web/dist). */
  distDir: string;
  /** Served as /config.json (the Sandbox network's URLs, wallet options). */
  config: unknown;
  /** 0 picks a free port; a taken port moves on to the next one. */
  port?: number;
  /** False leaves the page's own code out of the hints (the bench's A/B of that hint). */
  pageHints?: boolean;
  /** False leaves the first screen's data requests out of the page (the bench's A/B of them). */
  earlyRequests?: boolean;
  /**
   * False never draws a page on the server, even when its renderer is built beside `distDir` (the
   * bench's A/B; the e2e suite's own server, whose specs act on a page as soon as it has loaded).
   */
  serverRender?: boolean;
  /**
   * True serves the build as a plain static host would (the bench's "static" columns): index.html as
   * built for every route (no config, hints or data requests written into it, nothing drawn), and
   * `/config.json` beside it as a deployer would put it.
   */
  staticHost?: boolean;
  /**
   * False links the stylesheet as built instead of writing it into the page (the bench's A/B). By
   * default a page this server writes carries the app's stylesheet in its head: the first paint of a
   * drawn page waits for no other request.
   */
  inlineStyles?: boolean;
  /**
   * False draws pages in the server's own thread rather than in a thread of their own
   * (`firstScreenRenderer`): the bench's A/B.
   */
  renderThread?: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.wasm']);
/** Hashed file names never change content: a year, immutable. Everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html variants kept (one per hint set and data requests: an account page per address). */
const MAX_PAGES = 200;
/**
 * How long a page waits for the server's drawing of it: then it goes out as it would without (its
 * head is already out; a drawing takes ~20–150 ms on loopback, seconds only on a machine this busy
 * or a node this slow).
 */
const SERVER_RENDER_MS = 2_500;
/** Where the built app's sources are (the route table's paths are relative to it). */
const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '../apps/web');

interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** A file's bytes, and compressed (brotli and gzip) when worth it. */
function encode(raw: Buffer, compressible = true): Encoded {
  if (!compressible || raw.length <= 1024) return { raw };
  return {
    raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/**
 * Serves the production build on 127.0.0.1: brotli or gzip as the browser accepts (compressed once
 * per file and kept), long-cache headers for hashed assets, the page's Content-Security-Policy as a
 * header too, `/config.json` from memory, and index.html for client-side routes. `npm start` and the
 * end-to-end tests serve the app through this one server.
 *
 * index.html goes out with the first screen's head start: the config written into it (a
 * `<script type="application/json" id="sextant-config">` the app reads instead of fetching
 * /config.json) and `<link rel="modulepreload">` for the scripts the URL's first screen imports
 * once the entry runs (`firstScreenHints`), and the URL's first data requests
 * (`firstScreenRequests`, in `#sextant-early`), which index.html's inline script sends at once.
 */
/**
 * Sent with every answer: no other site may frame the app (clickjacking: with a remembered
 * recovery phrase, a framed page is a click away from signing). `frame-ancestors` only works as a
 * header (a `<meta>` policy ignores it); X-Frame-Options is for browsers without CSP level 2.
 */
export const FRAME_HEADERS = { 'X-Frame-Options': 'DENY' } as const;
const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** The page's policy (from index.html's `<meta>`) as a header, with what only a header can say. */
function headerPolicy(meta: string | undefined): string {
  return meta === undefined ? FRAME_ANCESTORS : `${meta}; ${FRAME_ANCESTORS}`;
}

/** A path as the server reads it; undefined when its %-escapes do not decode (`/%`). */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * index.html with each of its stylesheets written into it (`<style>`), or as built when `inline` is
 * false or a sheet cannot be inlined as is (a `url()` would resolve against the page, not the sheet).
 */
async function withStylesInline(html: string, root: string, inline: boolean): Promise<string> {
  if (!inline) return html;
  let out = html;
  for (const [link, href] of html.matchAll(/<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)">/g)) {
    const css = await readFile(join(root, href!), 'utf8').catch(() => undefined);
    if (css === undefined || /url\(|<\/style/i.test(css)) continue;
    // The link stays, disabled (never fetched): the bundle's loader sees the sheet is in the page and
    // does not add it again (a second sheet would be fetched and restyle the whole page).
    out = out.replace(link, () => `<style>${css}</style>${link.slice(0, -1)} disabled>`);
  }
  return out;
}

export async function serveDist(options: ServeOptions): Promise<ServedApp> {
  const root = normalize(options.distDir);
  const configBody = Buffer.from(JSON.stringify(options.config));
  // A page this server writes carries its own hints and requests: the build's plan for a static
  // host (scripts/writeStaticPlan.ts) is left out.
  const indexHtml = await withStylesInline(
    (await readFile(join(root, 'index.html'), 'utf8')).replace(STATIC_PLAN_ELEMENT, ''),
    root,
    options.inlineStyles ?? true,
  );
  const hintsFor = firstScreenHints(root, options.pageHints ?? true);
  const requestsFor =
    options.earlyRequests === false ? async () => [] : firstScreenRequests(APP_DIR, options.config);
  // `<` escaped: the strings cannot close the element.
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  const inlineConfig = json(INLINE_CONFIG_ID, options.config);
  /** index.html for a URL: the config, the path's hints and its data requests before `</head>`. */
  const pages = new Map<string, Encoded>();
  const pageFor = async (url: URL): Promise<Encoded> => {
    if (options.staticHost === true) return load(join(root, 'index.html'));
    const hints = hintsFor(decodedPath(url.pathname) ?? '/');
    // As the page sees its URL (location.pathname, not decoded).
    const requests = await requestsFor(url.pathname, url.search).catch(() => []);
    const key = `${hints.join(' ')} ${JSON.stringify(requests)}`;
    let page = pages.get(key);
    if (page === undefined) {
      // The data before the page's first script (which sends the requests ahead of the stylesheet,
      // which would hold it), the hints at the end of the head.
      const data = [inlineConfig, ...(requests.length > 0 ? [json(EARLY_REQUESTS_ID, requests)] : [])];
      const links = hints.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
      const html = indexHtml
        .replace('<script', `${data.join('\n    ')}\n    <script`)
        .replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      page = encode(Buffer.from(html));
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(key, page);
    }
    return page;
  };
  const renderer = await firstScreenRenderer(
    root,
    options.staticHost !== true && (options.serverRender ?? true),
    options.renderThread ?? true,
  );
  const drawFor = renderer?.draw;
  const configText = JSON.stringify(options.config);
  const [beforeRoot, afterRoot] = indexHtml.split('<div id="root"></div>') as [string, string?];
  /**
   * The page the server draws (`drawFor`), sent in two parts: at once, the head (the config, the
   * URL's hints; no title) so the scripts and the stylesheet load while the server asks for the
   * data; then, once drawn, the page's title, the app's HTML in #root, and after it the answers it
   * was drawn from (`WRITTEN_ANSWERS_ID`: the entry takes them). Its dates are in this process's
   * locale and zone: the page keeps them until it is live (`keepDrawnTimes`). A page the server
   * could not draw in time goes on as without it (the app asks for its data itself). False when the
   * URL is not one the server draws (and for a HEAD, which asks the node nothing).
   */
  const sendDrawn = (req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
    const host = req.headers.host;
    if (req.method !== 'GET' || drawFor === undefined || afterRoot === undefined) return false;
    if (host === undefined || !/^[\w.:[\]-]+$/.test(host)) return false;
    const drawing = drawFor(
      { pathname: url.pathname, search: url.search, config: configText, origin: `http://${host}` },
      SERVER_RENDER_MS,
    );
    if (drawing === undefined) return false;
    const links = hintsFor(decodedPath(url.pathname) ?? '/').map(
      (f) => `<link rel="modulepreload" crossorigin href="/${f}">`,
    );
    const head = beforeRoot
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace('<script', `${inlineConfig}\n    <script`)
      .replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    const body = (drawn: FirstScreen | undefined) => {
      if (drawn === undefined) return `<title>Sextant</title><div id="root"></div>${afterRoot}`;
      // React writes the page's <title> first: before #root, the first title in the document.
      const title = /^<title>[^<]*<\/title>/.exec(drawn.html)?.[0] ?? '<title>Sextant</title>';
      return (
        `${title}<div id="root">${drawn.html.slice(title.length)}</div>` +
        `${json(WRITTEN_ANSWERS_ID, drawn.answers)}${afterRoot}`
      );
    };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoder = /\bbr\b/.test(accepts)
      ? { name: 'br', stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) }
      : /\bgzip\b/.test(accepts)
        ? { name: 'gzip', stream: createGzip({ level: 5 }) }
        : undefined;
    res.writeHead(200, {
      'Content-Type': TYPES['.html']!,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(encoder && { 'Content-Encoding': encoder.name }),
      ...FRAME_HEADERS,
      'Content-Security-Policy': headerPolicy(csp),
    });
    const out = encoder?.stream ?? res;
    encoder?.stream.pipe(res);
    out.write(head);
    encoder?.stream.flush();
    // However the drawing stands, the page goes out: never held past the limit (and a little).
    const drawn = new AbortController();
    const late = delay(SERVER_RENDER_MS + 500, undefined, { signal: drawn.signal }).catch(() => undefined);
    void Promise.race([drawing, late]).then((screen) => {
      drawn.abort();
      out.end(body(screen));
    });
    return true;
  };
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(indexHtml)?.[1];
  const cache = new Map<string, Encoded>();

  const load = async (file: string): Promise<Encoded> => {
    const known = cache.get(file);
    if (known) return known;
    const entry = encode(await readFile(file), COMPRESSIBLE.has(extname(file)));
    cache.set(file, entry);
    return entry;
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    entry: Encoded,
    cacheControl: string,
  ) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] =
      entry.br && /\bbr\b/.test(accepts)
        ? [entry.br, 'br']
        : entry.gzip && /\bgzip\b/.test(accepts)
          ? [entry.gzip, 'gzip']
          : [entry.raw, undefined];
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
      ...FRAME_HEADERS,
      ...(type.startsWith('text/html') && { 'Content-Security-Policy': headerPolicy(csp) }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
        res.end('method not allowed');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://x');
      const path = decodedPath(url.pathname);
      if (path === undefined) {
        res.writeHead(400, { 'Content-Type': 'text/plain', ...FRAME_HEADERS });
        res.end('bad request: the path has a malformed %-escape');
        return;
      }
      if (path === '/config.json') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        res.end(configBody);
        return;
      }
      const file = normalize(join(root, path));
      const inside = file.startsWith(root + sep);
      const isFile = inside && (await stat(file).catch(() => undefined))?.isFile();
      if (isFile) {
        const hashed = path.startsWith('/assets/');
        send(req, res, file, await load(file), hashed ? IMMUTABLE : 'no-cache');
      } else if (path.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('not found');
      } else {
        if (!sendDrawn(req, res, url))
          send(req, res, join(root, 'index.html'), await pageFor(url), 'no-cache');
      }
    })().catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });

  let port = options.port ?? 0;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error;
      port += 1;
    }
  }
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: async () => {
      await renderer?.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
