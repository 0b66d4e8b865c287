import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../../../test/spec/expectMatchesSpec';
import { ChainBuilder } from '../testing/ChainBuilder';
import { startTestIndexer, type TestIndexer } from '../testing/harness';
import { buildScenario, type Scenario } from '../testing/scenario';

let s: Scenario;
let idx: TestIndexer;

beforeAll(async () => {
  s = buildScenario();
  idx = await startTestIndexer(s.chain.ledger);
});
afterAll(() => idx.close());

describe('/health', () => {
  it('reports the indexed round without a token, spec-shaped', async () => {
    const res = await fetch(`${idx.url}/health`);
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ round: 11, message: '11', 'is-migrating': false, 'db-available': true });
    expectMatchesSpec('indexer', 'get', '/health', 200, body);
    const sdk = await idx.client.makeHealthCheck().do();
    expect(Number(sdk.round)).toBe(11);
  });
});

describe('/v2/blocks/{round}', () => {
  it('returns a block with its top-level transactions, spec-shaped', async () => {
    const res = await idx.client.lookupBlock(10).do();
    expect(Number(res.round)).toBe(10);
    expect(res.transactions?.map((t) => t.id)).toEqual(
      s.chain.ledger.blocks[9]?.payset.map((_, i) => (i === 2 ? s.txids.appCall : expect.any(String))),
    );
    expect(res.transactions?.[2]?.innerTxns).toHaveLength(1);
    expect(res.genesisId).toBe('sandnet-v1');
    const raw = await idx.get('/v2/blocks/10');
    expectMatchesSpec('indexer', 'get', '/v2/blocks/{round-number}', 200, raw.body);
    expect(raw.body['txn-counter']).toBe(Number(s.chain.ledger.blocks[9]?.header.txnCounter));
  });

  it('header-only leaves the transactions out; round 0 is the genesis block', async () => {
    const raw = await idx.get('/v2/blocks/10?header-only=true');
    expect(raw.body.transactions).toEqual([]);
    const genesis = await idx.client.lookupBlock(0).do();
    expect(Number(genesis.round)).toBe(0);
    expect(Number(genesis.timestamp)).toBe(s.chain.genesis.timestamp);
    expect(genesis.upgradeState?.currentProtocol).toBe('future');
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/blocks/{round-number}',
      200,
      (await idx.get('/v2/blocks/0')).body,
    );
  });

  it('404s a missing round with the indexer text', async () => {
    const res = await idx.get('/v2/blocks/12');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("error while looking up block for round '12': block not found");
    expectMatchesSpec('indexer', 'get', '/v2/blocks/{round-number}', 404, res.body);
  });
});

describe('/v2/block-headers', () => {
  it('lists headers ascending from round 0 with round-token paging, spec-shaped', async () => {
    const res = await idx.client.searchForBlockHeaders().do();
    expect(res.blocks.map((b) => Number(b.round))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const raw = await idx.get('/v2/block-headers?limit=3');
    expectMatchesSpec('indexer', 'get', '/v2/block-headers', 200, raw.body);
    expect(raw.body['next-token']).toBe(Buffer.from([2, 0, 0, 0, 0, 0, 0, 0]).toString('base64'));
    const next = await idx.client
      .searchForBlockHeaders()
      .limit(3)
      .nextToken(raw.body['next-token'] as string)
      .do();
    expect(next.blocks.map((b) => Number(b.round))).toEqual([3, 4, 5]);
    expect((raw.body.blocks as Array<Record<string, unknown>>)[0]?.transactions).toBeUndefined();
  });

  it('filters by round range and time', async () => {
    const res = await idx.client.searchForBlockHeaders().minRound(4).maxRound(6).do();
    expect(res.blocks.map((b) => Number(b.round))).toEqual([4, 5, 6]);
    const t5 = Number(s.chain.ledger.blocks[4]?.header.timestamp);
    const iso = (secs: number) => new Date(secs * 1000).toISOString();
    const around = await idx.get(`/v2/block-headers?after-time=${iso(t5 - 1)}&before-time=${iso(t5 + 1)}`);
    expect((around.body.blocks as Array<{ round: number }>).map((b) => b.round)).toEqual([5]);
  });

  it('filters by proposer, absent and expired accounts', async () => {
    const chain = new ChainBuilder({ accounts: 3, seed: 3 });
    const [x, y, z] = chain.accounts.map((a) => a.address) as [string, string, string];
    chain.commit([], { proposer: x });
    chain.commit([], { proposer: y, absent: [z] });
    chain.commit([], { proposer: x, expired: [y, z] });
    const other = await startTestIndexer(chain.ledger);
    try {
      const byProposer = await other.client.searchForBlockHeaders().proposers([x]).do();
      expect(byProposer.blocks.map((b) => Number(b.round))).toEqual([1, 3]);
      const absent = await other.client.searchForBlockHeaders().absent([z]).do();
      expect(absent.blocks.map((b) => Number(b.round))).toEqual([2]);
      const expired = await other.get(`/v2/block-headers?expired=${x},${y}`);
      expect((expired.body.blocks as Array<{ round: number }>).map((b) => b.round)).toEqual([3]);
      expectMatchesSpec('indexer', 'get', '/v2/block-headers', 200, expired.body);
      const block2 = await other.get('/v2/blocks/2');
      expect(block2.body['participation-updates']).toEqual({ 'absent-participation-accounts': [z] });
      expect(block2.body.proposer).toBe(y);
    } finally {
      await other.close();
    }
  });
});
