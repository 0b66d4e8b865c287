import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../../../test/spec/expectMatchesSpec';
import { startTestIndexer, type TestIndexer } from '../testing/harness';
import { buildScenario, type Scenario } from '../testing/scenario';

let s: Scenario;
let idx: TestIndexer;
const ids = (r: { transactions: Array<{ id?: string }> }) => r.transactions.map((t) => t.id);

beforeAll(async () => {
  s = buildScenario();
  idx = await startTestIndexer(s.chain.ledger);
});
afterAll(() => idx.close());

describe('/v2/transactions through algosdk Indexer', () => {
  it('lists every top-level transaction oldest first, with the spec shape', async () => {
    const res = await idx.client.searchForTransactions().do();
    expect(res.transactions).toHaveLength(29);
    expect(Number(res.currentRound)).toBe(11);
    const rounds = res.transactions.map((t) => Number(t.confirmedRound));
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    const raw = await idx.get('/v2/transactions');
    expectMatchesSpec('indexer', 'get', '/v2/transactions', 200, raw.body);
    expect(raw.contentType).toContain('application/json');
  });

  it('looks one up by id, spec-shaped, and 404s an unknown id with the indexer text', async () => {
    const res = await idx.client.lookupTransactionByID(s.txids.msig as string).do();
    expect(res.transaction.id).toBe(s.txids.msig);
    expect(res.transaction.signature?.multisig?.threshold).toBe(2);
    expect(res.transaction.signature?.multisig?.subsignature).toHaveLength(3);
    const raw = await idx.get(`/v2/transactions/${s.txids.appCall}`);
    expectMatchesSpec('indexer', 'get', '/v2/transactions/{txid}', 200, raw.body);
    const missing = await idx.get('/v2/transactions/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(
      'no transaction found for transaction id: AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    expectMatchesSpec('indexer', 'get', '/v2/transactions/{txid}', 404, missing.body);
  });

  it('renders signatures of each kind, auth-addr, rekey-to, group, lease and note', async () => {
    const lsig = (await idx.client.lookupTransactionByID(s.txids.lsig as string).do()).transaction;
    expect(lsig.signature?.logicsig?.logic).toBeDefined();
    const auth = (await idx.client.lookupTransactionByID(s.txids.authorized as string).do()).transaction;
    expect(auth.authAddr?.toString()).toBe(s.a);
    const rekey = (await idx.client.lookupTransactionByID(s.txids.rekey as string).do()).transaction;
    expect(rekey.rekeyTo?.toString()).toBe(s.a);
    const g = (await idx.client.lookupTransactionByID(s.txids.group1 as string).do()).transaction;
    expect(g.group).toHaveLength(32);
    expect(g.lease).toEqual(new Uint8Array(32).fill(7));
    expect(g.genesisId).toBe('sandnet-v1');
    expect(g.genesisHash).toEqual(s.chain.ledger.genesisHash);
    const fund = (await idx.client.lookupTransactionByID(s.txids.fundMsig as string).do()).transaction;
    expect(new TextDecoder().decode(fund.note)).toBe('fund msig');
  });

  it('nests inner transactions with their root placement, logs and state deltas', async () => {
    const t = (await idx.client.lookupTransactionByID(s.txids.appCall as string).do()).transaction;
    expect(t.innerTxns).toHaveLength(1);
    const inner = t.innerTxns?.[0];
    expect(inner?.id).toBeUndefined();
    expect(inner?.intraRoundOffset).toBe(t.intraRoundOffset);
    expect(inner?.paymentTransaction?.amount).toBe(7000n);
    expect(t.logs?.map((l) => Buffer.from(l).toString('hex'))).toEqual(['70616964', '000102']);
    expect(t.globalStateDelta?.[0]?.value.uint).toBe(2n);
    const create = (await idx.client.lookupTransactionByID(s.txids.appCreate as string).do()).transaction;
    expect(create.createdApplicationIndex).toBe(s.app);
    const optIn = await idx.client.searchForTransactions().address(s.b).txType('appl').do();
    const withLocal = optIn.transactions.find((x) => x.localStateDelta !== undefined);
    expect(withLocal?.localStateDelta?.[0]?.address).toBe(s.b);
  });

  it('numbers intra-round offsets counting inner transactions, as the indexer does', async () => {
    const res = await idx.client.searchForTransactions().round(10).do();
    expect(res.transactions.map((t) => t.intraRoundOffset)).toEqual([0, 1, 2]);
    const res11 = await idx.client.searchForTransactions().round(11).do();
    expect(res11.transactions.map((t) => t.intraRoundOffset)).toEqual([0, 1, 2]);
  });
});

describe('transaction filters', () => {
  const count = async (q: string): Promise<number> => {
    const raw = await idx.get(`/v2/transactions${q}`);
    expect(raw.status).toBe(200);
    expectMatchesSpec('indexer', 'get', '/v2/transactions', 200, raw.body);
    return (raw.body.transactions as unknown[]).length;
  };

  it('tx-type, sig-type, asset-id, application-id', async () => {
    expect(await count('?tx-type=keyreg')).toBe(3);
    expect(await count('?sig-type=msig')).toBe(1);
    expect(await count('?sig-type=lsig')).toBe(1);
    expect(await count(`?asset-id=${s.coin}`)).toBe(9);
    expect(await count(`?application-id=${s.app}`)).toBe(5);
    expect(await count(`?asset-id=${s.coin}&tx-type=afrz`)).toBe(1);
  });

  it('round, min-round, max-round, times', async () => {
    expect(await count('?round=2')).toBe(2);
    expect(await count('?min-round=10&max-round=11')).toBe(6);
    const t0 = s.chain.ledger.blocks[4]?.header.timestamp as bigint;
    const iso = (secs: bigint) => new Date(Number(secs) * 1000).toISOString();
    expect(await count(`?after-time=${iso(t0)}`)).toBe(await count('?min-round=6'));
    expect(await count(`?before-time=${iso(t0)}`)).toBe(await count('?max-round=4'));
    expect(await count(`?after-time=${iso(t0 - 1n)}&before-time=${iso(t0 + 1n)}`)).toBe(
      await count('?round=5'),
    );
  });

  it('address with roles: sender, receiver (close-to included unless excluded), freeze-target', async () => {
    const sent = await idx.client.searchForTransactions().address(s.c).addressRole('sender').do();
    expect(sent.transactions.every((t) => t.sender.toString() === s.c)).toBe(true);
    const recv = await idx.client.searchForTransactions().address(s.a).addressRole('receiver').do();
    const recvNoClose = await idx.client
      .searchForTransactions()
      .address(s.a)
      .addressRole('receiver')
      .excludeCloseTo(true)
      .do();
    expect(ids(recv)).toContain(s.txids.assetClose);
    expect(ids(recv)).toContain(s.txids.close);
    expect(ids(recvNoClose)).not.toContain(s.txids.assetClose);
    const frozen = await idx.client.searchForTransactions().address(s.b).addressRole('freeze-target').do();
    expect(ids(frozen)).toEqual([s.txids.freeze]);
    // A clawback's asset sender counts as a sender.
    const clawed = await idx.client
      .searchForTransactions()
      .address(s.b)
      .addressRole('sender')
      .assetID(s.coin)
      .do();
    expect(ids(clawed)).toContain(s.txids.clawback);
  });

  it('an inner transaction participant finds its root', async () => {
    const appAddr = algosdk.getApplicationAddress(s.app).toString();
    const res = await idx.client.searchForTransactions().address(appAddr).addressRole('sender').do();
    expect(ids(res)).toEqual([s.txids.appCall]);
  });

  it('note-prefix, txid, group-id, rekey-to, currency bounds', async () => {
    expect(await count(`?note-prefix=${encodeURIComponent(Buffer.from('fund').toString('base64'))}`)).toBe(1);
    expect(await count(`?txid=${s.txids.lsig}`)).toBe(1);
    const g = (await idx.client.lookupTransactionByID(s.txids.group1 as string).do()).transaction
      .group as Uint8Array;
    const grp = await idx.client.searchForTransactions().groupid(g).do();
    expect(ids(grp)).toEqual([s.txids.group1, s.txids.group2]);
    expect(await count('?rekey-to=true')).toBe(1);
    expect(await count('?rekey-to=false')).toBe(29);
    const big = await idx.client.searchForTransactions().currencyGreaterThan(4_999_999).do();
    expect(big.transactions.every((t) => (t.paymentTransaction?.amount ?? 0n) > 4_999_999n)).toBe(true);
    expect(big.transactions).toHaveLength(2);
    // Zero-amount payments carry no `amt`, so a bound never matches them (the indexer's SQL).
    expect(await count('?currency-less-than=1')).toBe(0);
    expect(await count(`?asset-id=${s.coin}&currency-greater-than=99&currency-less-than=101`)).toBe(1);
  });

  it('account transactions come newest first, asset transactions oldest first', async () => {
    const acct = await idx.client.lookupAccountTransactions(s.b).do();
    const rounds = acct.transactions.map((t) => Number(t.confirmedRound));
    expect(rounds).toEqual([...rounds].sort((a, b) => b - a));
    const raw = await idx.get(`/v2/accounts/${s.b}/transactions`);
    expectMatchesSpec('indexer', 'get', '/v2/accounts/{account-id}/transactions', 200, raw.body);
    const asset = await idx.client.lookupAssetTransactions(s.coin).do();
    const arounds = asset.transactions.map((t) => Number(t.confirmedRound));
    expect(arounds).toEqual([...arounds].sort((a, b) => a - b));
    expect(asset.transactions[0]?.createdAssetIndex).toBe(s.coin);
    const rawA = await idx.get(`/v2/assets/${s.coin}/transactions?address=${s.b}&address-role=receiver`);
    expectMatchesSpec('indexer', 'get', '/v2/assets/{asset-id}/transactions', 200, rawA.body);
    // The opt-in and the transfer name B as receiver.
    expect((rawA.body.transactions as unknown[]).length).toBe(2);
  });
});

describe('transaction pagination', () => {
  it('walks every page with opaque next tokens, ascending, no duplicates', async () => {
    const seen: string[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const req = idx.client.searchForTransactions().limit(4);
      if (next !== undefined) req.nextToken(next);
      const res = await req.do();
      seen.push(...res.transactions.map((t) => t.id as string));
      next = res.transactions.length > 0 ? res.nextToken : undefined;
      pages++;
    } while (next !== undefined && pages < 20);
    // 29 transactions: 8 pages with results, then an empty one ends the walk.
    expect(pages).toBe(9);
    const all = await idx.client.searchForTransactions().do();
    expect(seen).toEqual(ids(all));
  });

  it('walks an account newest first across pages', async () => {
    const all = await idx.client.lookupAccountTransactions(s.a).do();
    const seen: string[] = [];
    let next: string | undefined;
    for (let i = 0; i < 30; i++) {
      const req = idx.client.lookupAccountTransactions(s.a).limit(3);
      if (next !== undefined) req.nextToken(next);
      const res = await req.do();
      if (res.transactions.length === 0) break;
      seen.push(...res.transactions.map((t) => t.id as string));
      next = res.nextToken;
    }
    expect(seen).toEqual(ids(all));
    expect(seen.length).toBeGreaterThan(10);
  });

  it('tokens are the indexer format: base64url of round and intra', async () => {
    const res = await idx.get('/v2/transactions?limit=1');
    const token = res.body['next-token'] as string;
    const raw = Buffer.from(token, 'base64url');
    expect(raw).toHaveLength(12);
    expect(raw.readBigUInt64LE(0)).toBe(1n);
    expect(raw.readUInt32LE(8)).toBe(0);
    const empty = await idx.get('/v2/transactions?round=999');
    expect(empty.body['next-token']).toBeUndefined();
    expect(empty.body.transactions).toEqual([]);
  });

  it('clamps a limit above the maximum instead of refusing it', async () => {
    const res = await idx.get('/v2/transactions?limit=100000');
    expect(res.status).toBe(200);
    expect((res.body.transactions as unknown[]).length).toBe(29);
  });
});
