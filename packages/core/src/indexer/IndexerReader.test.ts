import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlgodReader } from '../algod/AlgodReader';
import { describeTransaction } from '../explore/describeTransaction';
import { ReadError } from '../explore/ReadError';
import { toAssetView } from '../explore/toAssetView';
import { toBlockHeaderView } from '../explore/toBlockView';
import type { EndpointConfig } from '../network/NetworkProfile';
import { IndexerReader } from './IndexerReader';
import { referencePath } from '../../../../scripts/referenceDir';

const RECORDED = referencePath('sdk-testing/features/resources/v2indexerclient_responsejsons');
const recorded = (name: string) => readFileSync(`${RECORDED}/${name}`, 'utf8');
const TOKEN = 'secret-token';

/** Requests the fake indexer saw: path + query, and the token header. */
const seen: { url: string; token: string | undefined }[] = [];
let server: Server;
let base: string;

function route(req: IncomingMessage): [number, string] {
  const url = new URL(req.url ?? '/', 'http://x');
  if (req.headers['x-custom-token'] !== TOKEN) return [401, '{"message":"Invalid API Token"}'];
  const path = url.pathname.replace(/^\/idx/, '');
  if (path === '/v2/assets/163650') return [200, recorded('lookupAssetByID_0.json')];
  if (path === '/v2/transactions') return [200, recorded('searchForTransactions_0.json')];
  if (path === '/v2/block-headers') return [200, recorded('searchForBlockHeaders_0.json')];
  if (path === '/v2/accounts/X/assets') return [200, '{"assets":[],"current-round":7,"next-token":"abc"}'];
  if (path === '/v2/assets/1/balances')
    return [
      200,
      '{"balances":[{"address":"A","amount":18446744073709551615,"is-frozen":false}],"current-round":9007199254740993,"next-token":"t2"}',
    ];
  if (path === '/v2/transactions/NOPE')
    return [404, '{"message":"no transaction found for transaction id: NOPE"}'];
  if (path === '/v2/transactions/BAD') return [400, '{"message":"invalid txid"}'];
  if (path === '/v2/applications/5') return [200, '{"current-round":1}'];
  if (path === '/v2/blocks/7') return [500, 'oops'];
  if (path === '/v2/algod/accounts') return [200, '{}'];
  return [404, '{"message":"no route"}'];
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', token: req.headers['x-custom-token'] as string | undefined });
    const [status, body] = route(req);
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The URL names a dead port on purpose: the profile's port must win.
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function endpoint(overrides: Partial<EndpointConfig> = {}): EndpointConfig {
  const { port } = server.address() as AddressInfo;
  return {
    url: 'http://127.0.0.1',
    port,
    pathPrefix: '/idx',
    token: TOKEN,
    tokenHeader: 'X-Custom-Token',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ReadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ReadError) return error;
    throw error;
  }
  throw new Error('expected a ReadError');
}

describe('IndexerReader', () => {
  it('reads through the profile: port, path prefix, custom token header, query parameters', async () => {
    const reader = new IndexerReader(endpoint());
    seen.length = 0;
    await reader.searchTransactions({
      address: 'ABC',
      'address-role': 'sender',
      'min-round': 2n ** 60n,
      limit: 5,
    });
    expect(seen).toEqual([
      {
        url: '/idx/v2/transactions?address=ABC&address-role=sender&min-round=1152921504606846976&limit=5',
        token: TOKEN,
      },
    ]);
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('keeps numbers beyond 2^53 exact from the wire to the view', async () => {
    const reader = new IndexerReader(endpoint());
    const { item } = await reader.lookupAsset(163650);
    expect(toAssetView(item)).toMatchObject({
      id: 163650n,
      total: 88616203378510000n,
      decimals: 6,
      unitName: 'ARCC',
    });
    const page = await reader.assetBalances(1);
    expect(page.items[0]?.amount).toBe(18446744073709551615n);
    expect(page.currentRound).toBe(9007199254740993n);
    expect(page.nextToken).toBe('t2');
  });

  it('pages with next tokens and drops a token that has nothing behind it', async () => {
    const reader = new IndexerReader(endpoint());
    const empty = await reader.accountAssets('X', { next: 'prev' });
    expect(empty).toEqual({ items: [], currentRound: 7 });
    const headers = await reader.searchBlockHeaders({ limit: 10 });
    expect(headers.items.length).toBeGreaterThan(0);
    expect(toBlockHeaderView(headers.items[0]!).round).toBeTypeOf('bigint');
  });

  it('describes recorded MainNet transactions, with the multisig subsigners as addresses', async () => {
    const reader = new IndexerReader(endpoint());
    const page = await reader.searchTransactions();
    const views = page.items.map(describeTransaction);
    const msig = views.find((v) => v.signature.kind === 'multisig');
    expect(msig?.signature).toMatchObject({ kind: 'multisig', multisig: { version: 1 } });
    if (msig?.signature.kind !== 'multisig') throw new Error('no multisig');
    for (const s of msig.signature.multisig.subsigners) expect(s.address).toMatch(/^[A-Z2-7]{58}$/);
    const pay = views.find((v) => v.type === 'pay')!;
    expect(pay.fields.map((f) => f.key)).toContain('receiver');
    expect(pay.fields.find((f) => f.key === 'amount')?.value.kind).toBe('algos');
  });

  it('turns every failure into a ReadError with a code', async () => {
    const reader = new IndexerReader(endpoint());
    expect((await failure(reader.lookupTransaction('NOPE'))).code).toBe('READ_NOT_FOUND');
    const bad = await failure(reader.lookupTransaction('BAD'));
    expect(bad.code).toBe('READ_BAD_REQUEST');
    expect(bad.details.nodeMessage).toBe('invalid txid');
    expect((await failure(reader.lookupBlock(7))).code).toBe('READ_HTTP_STATUS');
    expect((await failure(reader.lookupApplication(5))).code).toBe('READ_BAD_RESPONSE');
    const wrongToken = new IndexerReader(endpoint({ token: 'nope' }));
    expect((await failure(wrongToken.searchAssets())).code).toBe('READ_BAD_TOKEN');
    expect((await failure(new IndexerReader(undefined).searchAssets())).code).toBe('READ_NO_INDEXER');
  });

  it('says unreachable when nothing listens', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const { port } = dead.address() as AddressInfo;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const reader = new AlgodReader({
      url: 'http://127.0.0.1',
      port,
      pathPrefix: '',
      token: '',
      tokenHeader: 'X-Algo-API-Token',
    });
    const error = await failure(reader.status());
    expect(error.code).toBe('READ_UNREACHABLE');
    expect(error.message).not.toContain('secret');
  });
});
