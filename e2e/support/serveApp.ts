import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

export interface ServedApp {
  url: string;
  close(): Promise<void>;
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
};

/**
 * Serves the built app (apps/web/dist) on 127.0.0.1 at a free port, with `/config.json` pointing the
 * Sandbox network at the given URLs, and index.html for every other path (client-side routes).
 */
export async function serveApp(distDir: string, config: unknown): Promise<ServedApp> {
  const root = normalize(distDir);
  const configBody = JSON.stringify(config);
  const server = createServer((req, res) => {
    void (async () => {
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
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(await readFile(file));
      } else if (path.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('not found');
      } else {
        res.writeHead(200, { 'Content-Type': TYPES['.html'] });
        res.end(await readFile(join(root, 'index.html')));
      }
    })().catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
