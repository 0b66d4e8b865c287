import { serveDist, type ServedApp } from '../../scripts/serveDist';

export type { ServedApp };

/**
 * Serves the built app (apps/web/dist) on 127.0.0.1 at a free port (or `port`) with `/config.json` pointing the
 * Sandbox network at the given URLs: the same server `npm start` uses (compression, cache headers,
 * the Content-Security-Policy header, explorer screens drawn by the server). Each navigation of a
 * spec's page ends once a drawn page is live (the fixtures' `followDrawnPages`). `serverRender:
 * false` serves every page undrawn; `staticHost` as a plain static host would (index.html as built).
 */
export function serveApp(
  distDir: string,
  config: unknown,
  port = 0,
  { serverRender = true, staticHost = false }: { serverRender?: boolean; staticHost?: boolean } = {},
): Promise<ServedApp> {
  return serveDist({ distDir, config, port, serverRender, staticHost });
}
