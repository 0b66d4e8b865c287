import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../../../test/spec/expectMatchesSpec';
import { startTestIndexer, type TestIndexer } from '../testing/harness';
import { buildScenario, type Scenario } from '../testing/scenario';

let s: Scenario;
let idx: TestIndexer;

beforeAll(async () => {
  s = buildScenario();
  idx = await startTestIndexer(s.chain.ledger);
});
afterAll(() => idx.close());

describe('/v2/assets', () => {
  it('looks up an asset with its current params, spec-shaped', async () => {
    const res = await idx.client.lookupAssetByID(s.coin).do();
    const p = res.asset.params;
    expect(p.name).toBe('Sextant Coin');
    expect(p.unitName).toBe('SXT');
    expect(p.total).toBe(1_000_000n);
    expect(p.decimals).toBe(2);
    expect(p.manager).toBe(s.a);
    expect(p.clawback).toBeUndefined(); // cleared by the reconfigure
    expect(p.metadataHash).toEqual(new Uint8Array(32).fill(9));
    expect(res.asset.createdAtRound).toBe(5n);
    const raw = await idx.get(`/v2/assets/${s.coin}`);
    expectMatchesSpec('indexer', 'get', '/v2/assets/{asset-id}', 200, raw.body);
    expect((raw.body.asset as Record<string, Record<string, unknown>>).params?.['name-b64']).toBe(
      Buffer.from('Sextant Coin').toString('base64'),
    );
  });

  it('404s a destroyed asset unless include-all', async () => {
    const gone = await idx.get(`/v2/assets/${s.doomed}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(`no assets found for asset-id: ${s.doomed}`);
    expectMatchesSpec('indexer', 'get', '/v2/assets/{asset-id}', 404, gone.body);
    const all = await idx.client.lookupAssetByID(s.doomed).includeAll(true).do();
    expect(all.asset.deleted).toBe(true);
    expect(all.asset.destroyedAtRound).toBe(6n);
  });

  it('searches by name and unit (case-insensitive substring), creator, id; pages by id', async () => {
    const byName = await idx.client.searchForAssets().name('sextant').do();
    expect(byName.assets.map((a) => a.index)).toEqual([s.coin]);
    expect((await idx.client.searchForAssets().unit('xt').do()).assets.map((a) => a.index)).toEqual([s.coin]);
    expect((await idx.client.searchForAssets().name('nope').do()).assets).toEqual([]);
    expect(
      (await idx.client.searchForAssets().creator(s.b).includeAll(true).do()).assets.map((a) => a.index),
    ).toEqual([s.doomed]);
    expect((await idx.client.searchForAssets().index(s.coin).do()).assets).toHaveLength(1);
    const page1 = await idx.client.searchForAssets().includeAll(true).limit(1).do();
    expect(page1.nextToken).toBe(String(s.coin));
    const page2 = await idx.client
      .searchForAssets()
      .includeAll(true)
      .limit(1)
      .nextToken(page1.nextToken as string)
      .do();
    expect(page2.assets.map((a) => a.index)).toEqual([s.doomed]);
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/assets',
      200,
      (await idx.get('/v2/assets?include-all=true')).body,
    );
  });

  it('lists balances by holder, with bounds, include-all and paging', async () => {
    const res = await idx.client.lookupAssetBalances(s.coin).do();
    const rows = res.balances.map((b) => [b.address, b.amount, b.isFrozen]);
    expect(rows).toContainEqual([s.b, 400n, true]);
    expect(rows).toContainEqual([s.a, 999_600n, false]);
    expect(rows).toHaveLength(2);
    const all = await idx.client.lookupAssetBalances(s.coin).includeAll(true).do();
    expect(all.balances.find((b) => b.address === s.c)?.deleted).toBe(true);
    const bounded = await idx.client
      .lookupAssetBalances(s.coin)
      .currencyGreaterThan(399)
      .currencyLessThan(401)
      .do();
    expect(bounded.balances.map((b) => b.address)).toEqual([s.b]);
    const p1 = await idx.client.lookupAssetBalances(s.coin).limit(1).do();
    const p2 = await idx.client
      .lookupAssetBalances(s.coin)
      .limit(1)
      .nextToken(p1.nextToken as string)
      .do();
    expect([...p1.balances, ...p2.balances].map((b) => b.address)).toEqual(
      res.balances.map((b) => b.address),
    );
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/assets/{asset-id}/balances',
      200,
      (await idx.get(`/v2/assets/${s.coin}/balances?include-all=true`)).body,
    );
  });

  it('agrees with the ledger-independent bookkeeping of the chain builder', async () => {
    const res = await idx.client.lookupAssetBalances(s.coin).do();
    const total = res.balances.reduce((sum, b) => sum + b.amount, 0n);
    expect(total).toBe(1_000_000n);
  });
});
