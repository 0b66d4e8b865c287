import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KmdClient } from '../kmd/KmdClient';
import type { EndpointConfig } from '../network/NetworkProfile';
import { algodClient, indexerClient } from '../pipeline/networkClients';
import { httpGet } from './httpGet';

/** Two loopback servers: `home` redirects everything to `elsewhere`, which records what reached it. */
let home: Server;
let elsewhere: Server;
let homeUrl = '';
const seen: IncomingHttpHeaders[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  elsewhere = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"last-round":1}');
  });
  const elsewhereUrl = await listen(elsewhere);
  home = createServer((req, res) => {
    res.writeHead(307, { Location: `${elsewhereUrl}${req.url ?? '/'}` });
    res.end();
  });
  homeUrl = await listen(home);
});

afterAll(async () => {
  await Promise.all([home, elsewhere].map((s) => new Promise((r) => s.close(r))));
});

const endpoint = (tokenHeader: string, token = 'secret-token'): EndpointConfig => ({
  url: homeUrl,
  port: null,
  pathPrefix: '',
  token,
  tokenHeader,
});

describe('a node token goes only to its own host', () => {
  it('is never carried across a redirect by algosdk clients, the probe, or kmd', async () => {
    await expect(algodClient(endpoint('X-Algo-API-Token')).status().do()).rejects.toThrow();
    await expect(indexerClient(endpoint('X-Indexer-API-Token')).makeHealthCheck().do()).rejects.toThrow();
    const probe = await httpGet(`${homeUrl}/health`, { headers: { 'X-Algo-API-Token': 'secret-token' } });
    expect(probe.kind).toBe('network-error');
    await expect(new KmdClient(endpoint('X-KMD-API-Token')).listWallets()).rejects.toMatchObject({
      code: 'kmd-unreachable',
    });
    expect(seen.filter((h) => JSON.stringify(h).includes('secret-token'))).toEqual([]);
  });

  it('still follows a redirect when there is no token to leak', async () => {
    const before = seen.length;
    const probe = await httpGet(`${homeUrl}/health`);
    expect(probe.kind).toBe('response');
    expect(seen.length).toBe(before + 1);
  });
});
