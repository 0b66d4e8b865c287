import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FastConnections, takeFastConnections } from './fastConnections';
import { type FastRoute, fastRouteOf } from './FastRoute';

export interface Served {
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  /**
   * Whether the app's fast route reads its requests off the connection itself
   * (`http/fastConnections`) rather than through node's HTTP parser (default true; the answers
   * are the same bytes, which tests compare).
   */
  readsConnections?: boolean;
}

/** Listens on host:port (0 = a free port) and resolves once listening. */
export function serve(app: Hono, host: string, port: number, options: ServeOptions = {}): Promise<Served> {
  const fast = fastRouteOf(app);
  const server = createAdaptorServer({
    fetch: app.fetch,
    hostname: host,
    // The app's fast route (if any) goes first; what it leaves is Hono's.
    ...(fast !== undefined && {
      createServer: ((serverOptions, listener) =>
        createServer(serverOptions, (req, res) => {
          if (fast.takes(req.method, req.url, req.headers)) void answerFast(fast, req, res);
          else listener?.(req, res);
        })) as typeof createServer,
    }),
  }) as Server;
  // Node closes idle keep-alive sockets after 5 s; a client reusing one just as it closes gets
  // "other side closed" on a POST it cannot safely retry. Go's algod keeps them far longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const own: FastConnections | undefined =
    fast !== undefined && options.readsConnections !== false ? takeFastConnections(server, fast) : undefined;
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
            own?.destroyAll();
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A request the fast route took, through node's parser: its answer, as the app would write it. */
async function answerFast(route: FastRoute, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readAll(req);
  if (body === undefined) return;
  const answer = await route.answer(body);
  if (res.destroyed) return;
  res.writeHead(answer.status, { ...route.headers, 'content-length': answer.body.length });
  res.end(answer.body);
}

/** The request's body (undefined: the request failed, an aborted connection). */
function readAll(req: IncomingMessage): Promise<Uint8Array | undefined> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    req.on('data', (c: Uint8Array) => {
      chunks.push(c);
      length += c.length;
    });
    // Always a fresh Uint8Array at offset 0, as the app's `arrayBuffer()` gives: a socket chunk is
    // a Buffer over a shared pool, which decoders reading `.buffer` would misread.
    req.on('end', () => {
      const all = new Uint8Array(length);
      let at = 0;
      for (const c of chunks) {
        all.set(c, at);
        at += c.length;
      }
      resolve(all);
    });
    req.on('error', () => resolve(undefined));
  });
}
