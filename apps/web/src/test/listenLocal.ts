import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/** A real HTTP server on a free loopback port, answering with CORS like the sandbox does. */
export async function listenLocal(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer> {
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    handler(req, res);
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

/** Just enough algod for the probe: /health, /versions, and a token-checked /v2/status. */
export function fakeAlgodHandler(lastRound: number, token: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/health') {
      res.end('null');
    } else if (req.url === '/versions') {
      res.end(
        '{"genesis_id":"testnet-v1.0","genesis_hash_b64":"SGGc=","build":{"major":4,"minor":1,"build_number":2,"channel":"stable"}}',
      );
    } else if (req.url === '/v2/status' && req.headers['x-algo-api-token'] === token) {
      res.end(`{"last-round":${lastRound},"last-version":"future"}`);
    } else if (req.url === '/v2/status') {
      res.statusCode = 401;
      res.end('{"message":"Invalid API Token"}');
    } else {
      res.statusCode = 404;
      res.end('{"message":"not found"}');
    }
  };
}
