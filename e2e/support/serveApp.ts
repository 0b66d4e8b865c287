import { serveDist, type ServedApp } from '../../scripts/serveDist';

export type { ServedApp };

/**
 * Serves the built app (apps/web/dist) on 127.0.0.1 at a free port (or `port`) with `/config.json` pointing the
 * Sandbox network at the given URLs: the same server `npm start` uses (compression, cache headers,
 * the Content-Security-Policy header). Without the server's drawing of first screens unless
 * `serverRender` says so: the suite's specs act on a page as soon as it has loaded, and a drawn
 * page answers once hydrated; first-screen.spec.ts serves it drawn and waits for that.
 */
export function serveApp(
  distDir: string,
  config: unknown,
  port = 0,
  { serverRender = false }: { serverRender?: boolean } = {},
): Promise<ServedApp> {
  return serveDist({ distDir, config, port, serverRender });
}
