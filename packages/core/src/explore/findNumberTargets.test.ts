import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkProfile } from '../network/NetworkProfile';
import { findNumberTargets } from './findNumberTargets';

let server: Server;
let profile: NetworkProfile;

beforeAll(async () => {
  server = createServer((req, res) => {
    const answers: Record<string, [number, string]> = {
      '/v2/assets/7': [200, '{"index":7,"params":{"creator":"A","decimals":0,"total":1}}'],
      '/v2/applications/7': [404, '{"message":"application does not exist"}'],
      '/v2/assets/9': [500, '{"message":"boom"}'],
      '/v2/applications/9': [200, '{"id":9,"params":{}}'],
      '/v2/status': [200, '{"last-round":8}'],
      // The indexer's searches: a miss is an empty list, never a 404.
      '/idx/v2/assets?asset-id=7&limit=1': [200, '{"assets":[{"index":7}]}'],
      '/idx/v2/applications?application-id=7&limit=1': [200, '{"applications":[]}'],
    };
    const [status, body] = answers[req.url ?? ''] ?? [404, '{}'];
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const algod = { url: 'http://127.0.0.1', port, pathPrefix: '', token: '', tokenHeader: 'X-Algo-API-Token' };
  profile = { id: 'lab', name: 'Lab', builtIn: false, algod };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('findNumberTargets', () => {
  it('asks algod which of asset, application and round a number names', async () => {
    expect(await findNumberTargets(profile, 7n)).toEqual({ asset: 'yes', application: 'no', block: 'yes' });
    expect(await findNumberTargets(profile, 9n)).toEqual({
      asset: 'unknown',
      application: 'yes',
      block: 'no',
    });
  });

  it('asks the indexer’s searches for assets and applications when there is one', async () => {
    const indexer = { ...profile.algod, pathPrefix: '/idx', tokenHeader: 'X-Indexer-API-Token' };
    expect(await findNumberTargets({ ...profile, indexer }, 7n)).toEqual({
      asset: 'yes',
      application: 'no',
      block: 'yes',
    });
  });
});
