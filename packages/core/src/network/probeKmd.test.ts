import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointFromUrl } from './endpointFromUrl';
import { DEFAULT_TOKEN_HEADERS } from './NetworkProfile';
import { probeKmd } from './probeKmd';

const TOKEN = 'b'.repeat(64);
const servers: Server[] = [];

/** A real HTTP server on a free loopback port, like kmd: public /versions, token-checked /v1/wallets. */
async function fakeKmd(versions = '{"versions":["v1"]}'): Promise<string> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body);
    };
    if (req.url === '/versions') return send(200, versions);
    if (req.url === '/v1/wallets') {
      if (req.headers['x-kmd-api-token'] !== TOKEN) return send(401, '{"message":"invalid token"}');
      return send(200, '{"wallets":[{"id":"1","name":"a"},{"id":"2","name":"b"}]}');
    }
    return send(404, '{}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

describe('probeKmd', () => {
  it('reports a kmd that answers with its token as reachable, with its wallet count', async () => {
    const url = await fakeKmd();
    const probe = await probeKmd(endpointFromUrl(url, TOKEN, DEFAULT_TOKEN_HEADERS.kmd));
    expect(probe).toEqual({ state: 'ok', url, wallets: 2 });
  });

  it('counts the wallets it is given instead of asking kmd for them again', async () => {
    const url = await fakeKmd();
    const probe = await probeKmd(endpointFromUrl(url, TOKEN, DEFAULT_TOKEN_HEADERS.kmd), {
      wallets: () => Promise.resolve([{ id: '1', name: 'shared' }]),
    });
    expect(probe).toEqual({ state: 'ok', url, wallets: 1 });
  });

  it('reports a refused token', async () => {
    const url = await fakeKmd();
    const probe = await probeKmd(endpointFromUrl(url, 'wrong', DEFAULT_TOKEN_HEADERS.kmd));
    expect(probe.state === 'failed' && probe.error.code).toBe('PROBE_BAD_TOKEN');
  });

  it('reports a server that is not kmd', async () => {
    const url = await fakeKmd('{"versions":["v2"]}');
    const probe = await probeKmd(endpointFromUrl(url, TOKEN, DEFAULT_TOKEN_HEADERS.kmd));
    expect(probe.state === 'failed' && probe.error.message).toContain('/versions does not list v1');
  });

  it('reports a port nothing listens on as unreachable', async () => {
    const probe = await probeKmd(endpointFromUrl('http://127.0.0.1:9', TOKEN, DEFAULT_TOKEN_HEADERS.kmd), {
      timeoutMs: 2_000,
    });
    expect(probe.state === 'failed' && probe.error.code).toBe('PROBE_UNREACHABLE');
  });
});
