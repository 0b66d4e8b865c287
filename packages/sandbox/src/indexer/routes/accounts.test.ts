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

describe('/v2/accounts/{id}', () => {
  it('combines ledger scalars with the indexer lifecycle fields, spec-shaped', async () => {
    const res = await idx.client.lookupAccountByID(s.b).do();
    const acct = res.account;
    expect(acct.address.toString()).toBe(s.b);
    expect(acct.amount).toBe(s.chain.ledger.account(s.b).amount);
    expect(acct.status).toBe('Online');
    expect(acct.participation?.voteKeyDilution).toBe(100n);
    expect(acct.createdAtRound).toBe(0n);
    expect(acct.deleted).toBe(false);
    expect(acct.sigType).toBe('sig');
    expect(acct.assets?.map((h) => [h.assetId, h.amount, h.isFrozen])).toEqual([[s.coin, 400n, true]]);
    expect(acct.createdAssets).toBeUndefined();
    const raw = await idx.get(`/v2/accounts/${s.b}?include-all=true`);
    expectMatchesSpec('indexer', 'get', '/v2/accounts/{account-id}', 200, raw.body);
    const account = raw.body.account as Record<string, unknown>;
    expect((account['created-assets'] as unknown[]).length).toBe(1);
    expect((account['apps-local-state'] as Array<Record<string, unknown>>)[0]).toMatchObject({
      deleted: true,
      'closed-out-at-round': 11,
      'opted-in-at-round': 10,
    });
  });

  it('tells multisig and logic-sig accounts apart and reports the auth address', async () => {
    expect((await idx.client.lookupAccountByID(s.msig).do()).account.sigType).toBe('msig');
    expect((await idx.client.lookupAccountByID(s.lsig).do()).account.sigType).toBe('lsig');
    expect((await idx.client.lookupAccountByID(s.c).do()).account.status).toBe('Offline');
  });

  it('hides a closed account unless include-all, which shows when it closed', async () => {
    const gone = await idx.get(`/v2/accounts/${s.d}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: `no accounts found for address: ${s.d}` });
    expectMatchesSpec('indexer', 'get', '/v2/accounts/{account-id}', 404, gone.body);
    const all = await idx.client.lookupAccountByID(s.d).includeAll(true).do();
    expect(all.account.deleted).toBe(true);
    expect(all.account.closedAtRound).toBe(11n);
    expect(all.account.amount).toBe(0n);
  });

  it('exclude drops lists; a bad value is refused with the indexer text', async () => {
    const res = await idx.get(`/v2/accounts/${s.a}?exclude=assets,created-assets`);
    const account = res.body.account as Record<string, unknown>;
    expect(account.assets).toBeUndefined();
    expect(account['created-assets']).toBeUndefined();
    expect(account['created-apps']).toBeUndefined(); // deleted app, hidden without include-all
    const withApps = await idx.client.lookupAccountByID(s.a).includeAll(true).exclude('all').do();
    expect(withApps.account.createdApps).toBeUndefined();
    const bad = await idx.get(`/v2/accounts/${s.a}?exclude=bogus`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('unknown value "bogus": invalid exclude argument');
  });

  it('rewinds balances to an earlier round', async () => {
    const before = await idx.client.lookupAccountByID(s.c).round(2).do();
    expect(before.account.amount).toBe(4_000_000_000_000n);
    expect(Number(before.account.round)).toBe(2);
    const after3 = await idx.client.lookupAccountByID(s.c).round(3).do();
    expect(after3.account.amount).toBe(4_000_000_300_000n);
    const coinAt6 = await idx.client.lookupAccountByID(s.b).round(5).do();
    expect(coinAt6.account.assets?.[0]?.amount).toBe(0n);
    const future = await idx.get(`/v2/accounts/${s.c}?round=99`);
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(
      'error while rewinding account: the requested round 99 > the current round 11',
    );
  });
});

describe('/v2/accounts search', () => {
  it('lists open accounts in key order with a next token, spec-shaped', async () => {
    const res = await idx.client.searchAccounts().do();
    const addrs = res.accounts.map((a) => a.address.toString());
    expect(addrs).not.toContain(s.d);
    expect(addrs).toContain(s.msig);
    expect(res.nextToken).toBe(addrs[addrs.length - 1]);
    const raw = await idx.get('/v2/accounts');
    expectMatchesSpec('indexer', 'get', '/v2/accounts', 200, raw.body);
    const all = await idx.client.searchAccounts().includeAll(true).do();
    expect(all.accounts.map((a) => a.address.toString())).toContain(s.d);
  });

  it('pages by next token without repeats', async () => {
    const all = (await idx.client.searchAccounts().do()).accounts.map((a) => a.address.toString());
    const seen: string[] = [];
    let next: string | undefined;
    for (let i = 0; i < 20; i++) {
      const req = idx.client.searchAccounts().limit(2);
      if (next !== undefined) req.nextToken(next);
      const res = await req.do();
      if (res.accounts.length === 0) break;
      seen.push(...res.accounts.map((a) => a.address.toString()));
      next = res.nextToken;
    }
    expect(seen).toEqual(all);
  });

  it('filters by asset (holders, closed ones too), application, balance, auth address, online', async () => {
    const holders = await idx.client.searchAccounts().assetID(s.coin).do();
    expect(holders.accounts.map((a) => a.address.toString()).sort()).toEqual([s.a, s.b, s.c].sort());
    const rich = await idx.client.searchAccounts().assetID(s.coin).currencyGreaterThan(400).do();
    expect(rich.accounts.map((a) => a.address.toString())).toEqual([s.a]);
    const optedIn = await idx.client.searchAccounts().applicationID(s.app).do();
    expect(optedIn.accounts.map((a) => a.address.toString())).toEqual([s.b]);
    const small = await idx.client.searchAccounts().currencyLessThan(5_000_000).do();
    expect(small.accounts.length).toBeGreaterThan(0);
    expect(small.accounts.every((a) => a.amount < 5_000_000n)).toBe(true);
    const online = await idx.get('/v2/accounts?online-only=true');
    expect((online.body.accounts as Array<{ address: string }>).map((a) => a.address)).toEqual([s.b]);
    const auth = await idx.client.searchAccounts().authAddr(s.a).includeAll(true).do();
    expect(auth.accounts).toHaveLength(0); // D was rekeyed to A, then closed: the ledger forgets it
  });

  it('rewinds every account with round', async () => {
    const res = await idx.get('/v2/accounts?round=1');
    expect(res.status).toBe(200);
    const accounts = res.body.accounts as Array<{ address: string; round: number }>;
    expect(accounts.every((a) => a.round === 1)).toBe(true);
    expect(accounts.map((a) => a.address)).not.toContain(s.chain.ledger.genesis.fees);
  });
});

describe('account resource lists', () => {
  it('/assets, /created-assets, /apps-local-state, /created-applications', async () => {
    const holdings = await idx.client.lookupAccountAssets(s.c).includeAll(true).do();
    expect(holdings.assets.map((h) => [h.assetId, h.deleted, h.optedOutAtRound])).toEqual([
      [s.coin, true, 6n],
    ]);
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/accounts/{account-id}/assets',
      200,
      (await idx.get(`/v2/accounts/${s.c}/assets`)).body,
    );
    const created = await idx.client.lookupAccountCreatedAssets(s.b).includeAll(true).do();
    expect(created.assets.map((a) => [a.index, a.deleted, a.destroyedAtRound])).toEqual([
      [s.doomed, true, 6n],
    ]);
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/accounts/{account-id}/created-assets',
      200,
      (await idx.get(`/v2/accounts/${s.b}/created-assets?include-all=true`)).body,
    );
    const locals = await idx.client.lookupAccountAppLocalStates(s.b).includeAll(true).do();
    expect(locals.appsLocalStates.map((l) => [l.id, l.deleted])).toEqual([[s.app, true]]);
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/accounts/{account-id}/apps-local-state',
      200,
      (await idx.get(`/v2/accounts/${s.b}/apps-local-state?include-all=true`)).body,
    );
    const apps = await idx.client.lookupAccountCreatedApplications(s.a).includeAll(true).do();
    expect(apps.applications.map((a) => [a.id, a.deleted, a.deletedAtRound])).toEqual([[s.app, true, 11n]]);
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/accounts/{account-id}/created-applications',
      200,
      (await idx.get(`/v2/accounts/${s.a}/created-applications?include-all=true`)).body,
    );
    const none = await idx.client.lookupAccountCreatedApplications(s.a).do();
    expect(none.applications).toEqual([]);
  });
});
