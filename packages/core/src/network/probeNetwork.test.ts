import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ProbeError } from '../errors/ProbeError';
import { endpointFromUrl } from './endpointFromUrl';
import { INDEXER_LAG_TOLERANCE } from './judgeIndexerLag';
import { DEFAULT_TOKEN_HEADERS, type EndpointConfig, type NetworkProfile } from './NetworkProfile';
import { probeNetwork } from './probeNetwork';
import type { NetworkProbe } from './ProbeResult';

/** A real HTTP server on a free loopback port; the probe talks to it over TCP like to a node. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const servers: Server[] = [];

async function listen(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: bound, then closed. */
async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        }),
    ),
  );
});

const TOKEN = 'a'.repeat(64);

function json(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body);
}

interface FakeAlgod {
  lastRound?: string;
  header?: string;
  prefix?: string;
}

/** Enough of algod for the probe: public /health and /versions, token-checked /v2/status. */
function fakeAlgod({
  lastRound = '1234',
  header = DEFAULT_TOKEN_HEADERS.algod,
  prefix = '',
}: FakeAlgod = {}): Handler {
  return (req, res) => {
    const path = req.url ?? '';
    if (path === `${prefix}/health`) return json(res, 200, 'null');
    if (path === `${prefix}/versions`) {
      return json(
        res,
        200,
        '{"versions":["v2"],"genesis_id":"sandnet-v1","genesis_hash_b64":"SGFzaA==","build":{"major":4,"minor":0,"build_number":1,"commit_hash":"abc","branch":"rel","channel":"stable"}}',
      );
    }
    if (path === `${prefix}/v2/status`) {
      if (req.headers[header.toLowerCase()] !== TOKEN)
        return json(res, 401, '{"message":"Invalid API Token"}');
      return json(res, 200, `{"last-round":${lastRound},"last-version":"future","catchup-time":0}`);
    }
    return json(res, 404, '{"message":"not found"}');
  };
}

/** Enough of an indexer: public /health, every other path token-checked; no /v2/assets route unless asked. */
function fakeIndexer(round: number | string, { assets = true } = {}): Handler {
  return (req, res) => {
    if (req.url === '/health') {
      return json(
        res,
        200,
        `{"round":${round},"is-migrating":false,"db-available":true,"message":"${round}"}`,
      );
    }
    if (req.headers['x-indexer-api-token'] !== TOKEN)
      return json(res, 401, '{"message":"Invalid API Token"}');
    if (assets && req.url?.startsWith('/v2/assets')) return json(res, 200, '{"assets":[],"current-round":1}');
    return json(res, 404, '{"message":"not found"}');
  };
}

function endpoint(url: string, kind: 'algod' | 'indexer' = 'algod', token = TOKEN): EndpointConfig {
  return endpointFromUrl(url, token, DEFAULT_TOKEN_HEADERS[kind]);
}

function profile(algod: EndpointConfig, indexer?: EndpointConfig): NetworkProfile {
  return indexer
    ? { id: 'x', name: 'X', builtIn: false, algod, indexer }
    : { id: 'x', name: 'X', builtIn: false, algod };
}

function algodError(probe: NetworkProbe): ProbeError {
  if (probe.algod.state !== 'failed') throw new Error(`expected algod to fail, got ${probe.algod.state}`);
  return probe.algod.error;
}

function indexerError(probe: NetworkProbe): ProbeError {
  if (probe.indexer.state !== 'failed' && probe.indexer.state !== 'behind') {
    throw new Error(`expected the indexer to fail, got ${probe.indexer.state}`);
  }
  return probe.indexer.error;
}

describe('probeNetwork: algod', () => {
  it('reports a healthy algod with genesis, version and last round', async () => {
    const url = await listen(fakeAlgod());
    const probe = await probeNetwork(profile(endpoint(url)));
    expect(probe.algod).toEqual({
      state: 'ok',
      url,
      info: { genesisId: 'sandnet-v1', genesisHash: 'SGFzaA==', version: '4.0.1.stable', lastRound: 1234n },
    });
    expect(probe.indexer).toEqual({ state: 'absent' });
    expect(probe.networkId).toBe('x');
  });

  it('keeps a last round beyond 2^53 exact', async () => {
    const url = await listen(fakeAlgod({ lastRound: '9007199254740993' }));
    const probe = await probeNetwork(profile(endpoint(url)));
    expect(probe.algod.state === 'ok' && probe.algod.info.lastRound).toBe(9007199254740993n);
  });

  it('honours the path prefix and a custom token header', async () => {
    const url = await listen(fakeAlgod({ prefix: '/algod', header: 'X-API-Key' }));
    const config = { ...endpointFromUrl(`${url}/algod`, TOKEN, 'X-API-Key') };
    expect(config.pathPrefix).toBe('/algod');
    expect((await probeNetwork(profile(config))).algod.state).toBe('ok');
  });

  it('says the token was refused (401), with the node’s text, without echoing the token', async () => {
    const url = await listen(fakeAlgod());
    const error = algodError(await probeNetwork(profile(endpoint(url, 'algod', 'wrong-token'))));
    expect(error).toBeInstanceOf(ProbeError);
    expect(error.code).toBe('PROBE_BAD_TOKEN');
    expect(error.details).toMatchObject({ service: 'algod', status: 401, nodeMessage: 'Invalid API Token' });
    expect(error.message).toBe(`Algod at ${url} refused the token (HTTP 401).`);
    expect(JSON.stringify(error.details)).not.toContain('wrong-token');
  });

  it('says a closed port is unreachable', async () => {
    const url = await deadUrl();
    const error = algodError(await probeNetwork(profile(endpoint(url))));
    expect(error.code).toBe('PROBE_UNREACHABLE');
    expect(error.message).toBe(`Cannot reach algod at ${url} (connection failed).`);
  });

  it('says a server that never answers is unreachable after the timeout', async () => {
    const url = await listen(() => {});
    const error = algodError(await probeNetwork(profile(endpoint(url)), { timeoutMs: 300 }));
    expect(error.code).toBe('PROBE_UNREACHABLE');
    expect(error.details.reason).toBe('no answer in time');
  });

  it('says a web page is not an algod', async () => {
    const url = await listen((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>hello</title>');
    });
    const error = algodError(await probeNetwork(profile(endpoint(url))));
    expect(error.code).toBe('PROBE_NOT_ALGOD');
    expect(error.details.reason).toBe('/versions did not answer JSON');
  });

  it('says an indexer is not an algod (no /versions)', async () => {
    const url = await listen((req, res) =>
      req.url === '/health' ? json(res, 200, '{"round":5,"is-migrating":false}') : json(res, 404, '{}'),
    );
    const error = algodError(await probeNetwork(profile(endpoint(url))));
    expect(error.code).toBe('PROBE_NOT_ALGOD');
    expect(error.details.reason).toBe('GET /versions answered HTTP 404');
  });

  it('says a status that is not a node status is not an algod', async () => {
    const algod = fakeAlgod();
    const url = await listen((req, res) =>
      req.url === '/v2/status' ? json(res, 200, '{"round":3}') : algod(req, res),
    );
    const error = algodError(await probeNetwork(profile(endpoint(url))));
    expect(error.code).toBe('PROBE_NOT_ALGOD');
    expect(error.details.reason).toBe('/v2/status has no last-version');
  });

  it('says a status with a malformed last-round is not an algod', async () => {
    const algod = fakeAlgod();
    const url = await listen((req, res) =>
      req.url === '/v2/status' ? json(res, 200, '{"last-round":"12","last-version":"v"}') : algod(req, res),
    );
    const error = algodError(await probeNetwork(profile(endpoint(url))));
    expect(error.details.reason).toBe('/v2/status has a last-round that is not a round number');
  });

  it('reads an omitted last-round (a zero left out) as round 0', async () => {
    const algod = fakeAlgod();
    const url = await listen((req, res) =>
      req.url === '/v2/status'
        ? json(res, 200, '{"last-version":"future","time-since-last-round":5}')
        : algod(req, res),
    );
    const probe = await probeNetwork(profile(endpoint(url)));
    expect(probe.algod.state === 'ok' && probe.algod.info.lastRound).toBe(0n);
  });

  it('reports other HTTP failures with the status and the node’s message', async () => {
    const url = await listen((_req, res) => json(res, 503, '{"message":"catching up"}'));
    const error = algodError(await probeNetwork(profile(endpoint(url))));
    expect(error.code).toBe('PROBE_HTTP_STATUS');
    expect(error.message).toBe(`Algod at ${url} answered HTTP 503: catching up.`);
  });
});

describe('probeNetwork: indexer', () => {
  it('reports a healthy indexer and how far it trails algod', async () => {
    const algod = await listen(fakeAlgod({ lastRound: '1234' }));
    const indexer = await listen(fakeIndexer(1231));
    const probe = await probeNetwork(profile(endpoint(algod), endpoint(indexer, 'indexer')));
    expect(probe.indexer).toEqual({
      state: 'ok',
      url: indexer,
      info: { round: 1231n, migrating: false },
      behind: 3n,
    });
  });

  it(`says the indexer is behind when it trails by more than ${INDEXER_LAG_TOLERANCE} rounds`, async () => {
    const algod = await listen(fakeAlgod({ lastRound: '1234' }));
    const indexer = await listen(fakeIndexer(1200));
    const probe = await probeNetwork(profile(endpoint(algod), endpoint(indexer, 'indexer')));
    expect(probe.indexer.state).toBe('behind');
    const error = indexerError(probe);
    expect(error.code).toBe('PROBE_INDEXER_BEHIND');
    expect(error.details.behind).toBe(34n);
    expect(error.message).toBe('The indexer is 34 rounds behind the node; recent data may be missing.');
  });

  it('still reports the indexer when algod is down, without judging lag', async () => {
    const indexer = await listen(fakeIndexer(10));
    const probe = await probeNetwork(profile(endpoint(await deadUrl()), endpoint(indexer, 'indexer')));
    expect(probe.algod.state).toBe('failed');
    expect(probe.indexer).toMatchObject({ state: 'ok', behind: null });
  });

  it('says the indexer refused the token', async () => {
    const algod = await listen(fakeAlgod());
    const indexer = await listen(fakeIndexer(1234));
    const error = indexerError(
      await probeNetwork(profile(endpoint(algod), endpoint(indexer, 'indexer', 'nope'))),
    );
    expect(error.code).toBe('PROBE_BAD_TOKEN');
    expect(error.message).toBe(`Indexer at ${indexer} refused the token (HTTP 401).`);
  });

  it('reads an indexer /health that leaves out zero values as round 0, not migrating', async () => {
    const algod = await listen(fakeAlgod({ lastRound: '0' }));
    const indexer = await listen((_req, res) => json(res, 200, '{"db-available":true,"message":"0"}'));
    const probe = await probeNetwork(profile(endpoint(algod), endpoint(indexer, 'indexer')));
    expect(probe.indexer).toMatchObject({ state: 'ok', info: { round: 0n, migrating: false }, behind: 0n });
  });

  it('accepts the token when the indexer lacks the checked route (404)', async () => {
    const algod = await listen(fakeAlgod({ lastRound: '7' }));
    const indexer = await listen(fakeIndexer(7, { assets: false }));
    const probe = await probeNetwork(profile(endpoint(algod), endpoint(indexer, 'indexer')));
    expect(probe.indexer).toMatchObject({ state: 'ok', behind: 0n });
  });

  it('says an algod is not an indexer (wrong shape)', async () => {
    const algod = await listen(fakeAlgod());
    const error = indexerError(await probeNetwork(profile(endpoint(algod), endpoint(algod, 'indexer'))));
    expect(error.code).toBe('PROBE_NOT_INDEXER');
    expect(error.details.reason).toBe('/health has no round, is-migrating or db-available');
  });

  it('says an unreachable indexer is unreachable while algod is fine', async () => {
    const algod = await listen(fakeAlgod());
    const probe = await probeNetwork(profile(endpoint(algod), endpoint(await deadUrl(), 'indexer')));
    expect(probe.algod.state).toBe('ok');
    expect(indexerError(probe).code).toBe('PROBE_UNREACHABLE');
  });
});
