import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fastRouteOf } from './FastRoute';

export interface Served {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Listens on host:port (0 = a free port) and resolves once listening. */
export function serve(app: Hono, host: string, port: number): Promise<Served> {
  const fast = fastRouteOf(app);
  const server = createAdaptorServer({
    fetch: app.fetch,
    hostname: host,
    // The app's fast route (if any) goes first; what it leaves is Hono's.
    ...(fast !== undefined && {
      createServer: ((options, listener) =>
        createServer(options, (req, res) => {
          if (!fast(req, res)) listener?.(req, res);
        })) as typeof createServer,
    }),
  }) as Server;
  // Node closes idle keep-alive sockets after 5 s; a client reusing one just as it closes gets
  // "other side closed" on a POST it cannot safely retry. Go's algod keeps them far longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        port: actual,
        url: `http://${host}:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            // Long polls (wait-for-block-after) must not hold the exit.
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
