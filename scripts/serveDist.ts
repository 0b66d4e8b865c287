import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves the production build on 127.0.0.1: brotli or gzip as the browser accepts (compressed once
 * per file and kept), long-cache headers for hashed assets, the page's Content-Security-Policy as a
 * header too, `/config.json` from memory, and index.html for client-side routes. `npm start` and the
 * end-to-end tests serve the app through this one server.
 */
export async function serveDist(options: ServeOptions): Promise<ServedApp> {
  const root = normalize(options.distDir);
  const configBody = Buffer.from(JSON.stringify(options.config));
  const indexHtml = await readFile(join(root, 'index.html'), 'utf8');
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(indexHtml)?.[1];
  const cache = new Map<string, Encoded>();

  const load = async (file: string): Promise<Encoded> => {
    const known = cache.get(file);
    if (known) return known;
    const raw = await readFile(file);
    const entry: Encoded = { raw };
    if (COMPRESSIBLE.has(extname(file)) && raw.length > 1024) {
      entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      entry.gzip = gzipSync(raw, { level: 9 });
    }
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
      ...(csp && type.startsWith('text/html') && { 'Content-Security-Policy': csp }),
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
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
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
        const index = join(root, 'index.html');
        send(req, res, index, await load(index), 'no-cache');
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
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
