import { serveDist, type ServedApp } from '../../scripts/serveDist';

export type { ServedApp };

/**
 * Serves the built app (apps/web/dist) on 127.0.0.1 at a free port (or `port`) with `/config.json` pointing the
 * Sandbox network at the given URLs: the same server `npm start` uses (compression, cache headers,
 * the Content-Security-Policy header).
 */
export function serveApp(distDir: string, config: unknown, port = 0): Promise<ServedApp> {
  return serveDist({ distDir, config, port });
}
