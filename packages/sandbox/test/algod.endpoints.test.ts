import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from './spec/expectMatchesSpec';
import { newAccount, type TestAccount } from './support/accounts';
import { fastSign } from './support/fastSign';
import { type RawReply, type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

type Json = Record<string, unknown>;

/**
 * Every algod endpoint the sandbox serves, called through algosdk v3's real `Algodv2` (which asks
 * msgpack where it does), and the same endpoint fetched raw as JSON and checked against
 * algod.oas3.yml (no field the spec does not name, none it requires missing).
 */
describe('algod endpoints through algosdk, checked against the spec', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let b: TestAccount;
  let assetId: bigint;
  let payTxid: string;
  let createTxid: string;

  const spec = (method: 'get' | 'post', path: string, reply: RawReply, status = 200) => {
    expect(reply.status).toBe(status);
    expectMatchesSpec('algod', method, path, status, reply.json);
    return reply.json as Json;
  };
  /** For statuses the spec does not list for a path (algod still answers its usual error body). */
  const errorBody = (reply: RawReply, status: number) => {
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    return reply.json;
  };
  beforeAll(async () => {
    h = await sandboxHarness();
    a = h.rich[0] as TestAccount;
    b = newAccount();
    const sp = await h.algod.getTransactionParams().do();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 5_000_000,
      suggestedParams: sp,
    });
    payTxid = (await h.algod.sendRawTransaction(fastSign(pay, a.sk)).do()).txid;
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      total: 2n ** 64n - 1n,
      decimals: 6,
      defaultFrozen: false,
      unitName: 'BIG',
      assetName: 'Big supply',
      assetURL: 'https://example.com/big',
      assetMetadataHash: new Uint8Array(32).fill(1),
      manager: a.addr,
      freeze: a.addr,
      suggestedParams: sp,
    });
    createTxid = (await h.algod.sendRawTransaction(fastSign(create, a.sk)).do()).txid;
    assetId = (await h.algod.pendingTransactionInformation(createTxid).do()).assetIndex as bigint;
  });
  afterAll(() => h.stop());

  it('/health, /ready, /versions, /genesis', async () => {
    await h.algod.healthCheck().do();
    await h.algod.ready().do();
    const versions = await h.algod.versionsCheck().do();
    expect(versions.genesisId).toBe('sandnet-v1');
    expect(versions.genesisHashB64).toEqual(h.sb.ledger.genesisHash);
    spec('get', '/versions', await h.raw('/versions', { token: null }));
    const genesis = JSON.parse(await h.algod.genesis().do()) as Json;
    expect(genesis.id).toBe('v1');
    spec('get', '/genesis', await h.raw('/genesis', { token: null }));
    expect((await h.raw('/health', { token: null })).status).toBe(200);
    expect((await h.raw('/ready', { token: null })).status).toBe(200);
  });

  it('/v2/status and wait-for-block-after', async () => {
    const status = await h.algod.status().do();
    expect(status.lastRound).toBe(h.sb.ledger.latestRound());
    expect(status.lastVersion).toBe('future');
    spec('get', '/v2/status', await h.raw('/v2/status'));
    const last = status.lastRound;
    const waited = await h.algod.statusAfterBlock(last - 1n).do();
    expect(waited.lastRound).toBe(last);
    const pending = h.algod.statusAfterBlock(last).do();
    const t = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 1,
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
    await h.algod.sendRawTransaction(fastSign(t, a.sk)).do();
    expect((await pending).lastRound).toBe(last + 1n);
    spec(
      'get',
      '/v2/status/wait-for-block-after/{round}',
      await h.raw(`/v2/status/wait-for-block-after/${last}`),
    );
  });

  it('/v2/transactions/params: fee 0 and min-fee 1000 when idle', async () => {
    const sp = await h.algod.getTransactionParams().do();
    expect(sp.minFee).toBe(1000n);
    expect(sp.genesisID).toBe('sandnet-v1');
    const body = spec('get', '/v2/transactions/params', await h.raw('/v2/transactions/params'));
    expect(body.fee).toBe(0);
    expect(body['min-fee']).toBe(1000);
    expect(body['consensus-version']).toBe('future');
    expect(body['genesis-hash']).toBe(Buffer.from(h.sb.ledger.genesisHash).toString('base64'));
  });

  it('POST /v2/transactions returns the txid', async () => {
    const t = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 2,
      suggestedParams: h.params(),
    });
    const reply = await h.raw('/v2/transactions', { method: 'POST', body: fastSign(t, a.sk) });
    expect(spec('post', '/v2/transactions', reply)).toEqual({ txId: t.txID() });
  });

  it('/v2/transactions/pending/{txid}: confirmed txns with apply data, msgpack and JSON', async () => {
    const info = await h.algod.pendingTransactionInformation(payTxid).do();
    expect(info.confirmedRound).toBeGreaterThan(0n);
    expect(info.poolError).toBe('');
    expect(info.txn.txn.txID()).toBe(payTxid);
    expect(info.txn.txn.genesisID).toBe('sandnet-v1');
    const raw = await h.raw(`/v2/transactions/pending/${createTxid}`);
    spec('get', '/v2/transactions/pending/{txid}', raw);
    const json = raw.json as Json;
    expect((json.txn as Json).sig).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(((json.txn as Json).txn as Json).type).toBe('acfg');
    expect(json['asset-index']).toBe(Number(assetId));
    expect(json['confirmed-round']).toBeGreaterThan(0);
    const rawMsgpack = await h.raw(`/v2/transactions/pending/${createTxid}?format=msgpack`);
    expect(rawMsgpack.headers.get('content-type')).toBe('application/msgpack');
    const decoded = algosdk.decodeMsgpack(rawMsgpack.bytes, algosdk.modelsv2.PendingTransactionResponse);
    expect(decoded.assetIndex).toBe(assetId);
  });

  it('/v2/transactions/pending and per account: empty in DevMode', async () => {
    const all = await h.algod.pendingTransactionsInformation().do();
    expect(all.totalTransactions).toBe(0);
    expect(all.topTransactions).toEqual([]);
    const mine = await h.algod.pendingTransactionByAddress(a.addr).do();
    expect(mine.totalTransactions).toBe(0);
    spec('get', '/v2/transactions/pending', await h.raw('/v2/transactions/pending'));
    spec(
      'get',
      '/v2/accounts/{address}/transactions/pending',
      await h.raw(`/v2/accounts/${a.addr}/transactions/pending`),
    );
  });

  it('/v2/accounts/{address} (exclude all|none), bigint-safe amounts', async () => {
    const info = await h.algod.accountInformation(a.addr).do();
    expect(info.amount).toBe(h.sb.ledger.account(a.addr).amount);
    expect(info.createdAssets?.[0]?.params?.total).toBe(2n ** 64n - 1n);
    expect(info.status).toBe('Online');
    const none = await h.raw(`/v2/accounts/${a.addr}`);
    spec('get', '/v2/accounts/{address}', none);
    expect(none.text).toContain('"total":18446744073709551615');
    const all = spec('get', '/v2/accounts/{address}', await h.raw(`/v2/accounts/${a.addr}?exclude=all`));
    expect(all.assets).toBeUndefined();
    expect(all['total-assets-opted-in']).toBe(1);
    const slim = await h.algod.accountInformation(a.addr).exclude('all').do();
    expect(slim.createdAssets).toBeUndefined();
    spec('get', '/v2/accounts/{address}', await h.raw(`/v2/accounts/${newAccount().addr}`));
  });

  it('/v2/accounts/{address}/assets and /assets/{id}', async () => {
    const list = await h.algod.accountAssetsInformation(a.addr).do();
    expect(list.assetHoldings?.[0]?.assetHolding.assetId).toBe(assetId);
    spec('get', '/v2/accounts/{address}/assets', await h.raw(`/v2/accounts/${a.addr}/assets`));
    const one = await h.algod.accountAssetInformation(a.addr, assetId).do();
    expect(one.assetHolding?.amount).toBe(2n ** 64n - 1n);
    expect(one.createdAsset?.unitName).toBe('BIG');
    spec(
      'get',
      '/v2/accounts/{address}/assets/{asset-id}',
      await h.raw(`/v2/accounts/${a.addr}/assets/${assetId}`),
    );
    const missing = await h.raw(`/v2/accounts/${b.addr}/assets/${assetId}`);
    expect(errorBody(missing, 404)).toEqual({ message: 'account asset info not found' });
  });

  it('/v2/accounts/{address}/applications/{id}: 404 while the account has none', async () => {
    await expect(h.algod.accountApplicationInformation(a.addr, 1234).do()).rejects.toThrow(
      /account application info not found/,
    );
    const reply = await h.raw(`/v2/accounts/${a.addr}/applications/1234`);
    expect(errorBody(reply, 404)).toEqual({
      message: 'account application info not found',
    });
  });

  it('/v2/assets/{id}', async () => {
    const asset = await h.algod.getAssetByID(assetId).do();
    expect(asset.params?.creator).toBe(a.addr);
    expect(asset.params?.metadataHash).toEqual(new Uint8Array(32).fill(1));
    spec('get', '/v2/assets/{asset-id}', await h.raw(`/v2/assets/${assetId}`));
    expect(spec('get', '/v2/assets/{asset-id}', await h.raw('/v2/assets/999999'), 404)).toEqual({
      message: 'asset does not exist',
    });
  });

  it('/v2/applications/{id}, /box, /boxes for an unknown app', async () => {
    await expect(h.algod.getApplicationByID(777).do()).rejects.toThrow(/application does not exist/);
    expect(
      spec('get', '/v2/applications/{application-id}', await h.raw('/v2/applications/777'), 404),
    ).toEqual({
      message: 'application does not exist',
    });
    const boxes = await h.algod.getApplicationBoxes(777).do();
    expect(boxes.boxes).toEqual([]);
    spec('get', '/v2/applications/{application-id}/boxes', await h.raw('/v2/applications/777/boxes'));
    await expect(h.algod.getApplicationBoxByName(777, new TextEncoder().encode('k')).do()).rejects.toThrow(
      /box not found/,
    );
    expect(
      spec(
        'get',
        '/v2/applications/{application-id}/box',
        await h.raw('/v2/applications/777/box?name=str:k'),
        404,
      ),
    ).toEqual({
      message: 'box not found',
    });
    expect((await h.raw('/v2/applications/777/box?name=nope')).status).toBe(400);
  });

  it('/v2/blocks/{round}: msgpack (as algosdk asks) and JSON; header-only; /hash; /txids', async () => {
    const round = (await h.algod.pendingTransactionInformation(payTxid).do()).confirmedRound as bigint;
    const blk = await h.algod.block(round).do();
    expect(blk.block.header.round).toBe(round);
    expect(blk.block.payset).toHaveLength(1);
    expect(blk.block.payset[0]?.hasGenesisID).toBe(true);
    expect(blk.block.header.txnCounter).toBeGreaterThan(1000n);
    const prevHash = (await h.algod.getBlockHash(round - 1n).do()).blockhash;
    expect(blk.block.header.branch).toEqual(base32Decode(prevHash));
    expect(blk.block.header.seed).toEqual(base32Decode(prevHash));
    const json = await h.raw(`/v2/blocks/${round}`);
    // The spec leaves the block free-form (x-algorand-format BlockHeader): its fields are checked here.
    spec('get', '/v2/blocks/{round}', json);
    const body = (json.json as { block: Json }).block;
    expect(body.rnd).toBe(Number(round));
    expect(body.gen).toBe('sandnet-v1');
    expect(body.proto).toBe('future');
    expect(Array.isArray(body.txns)).toBe(true);
    const header = await h.algod.block(round).headerOnly(true).do();
    expect(header.block.payset).toEqual([]);
    expect(header.block.header.round).toBe(round);
    const hash = await h.algod.getBlockHash(round).do();
    expect(hash.blockhash).toMatch(/^[A-Z2-7]{52}$/);
    spec('get', '/v2/blocks/{round}/hash', await h.raw(`/v2/blocks/${round}/hash`));
    const txids = await h.algod.getBlockTxids(round).do();
    expect(txids.blocktxids).toEqual([payTxid]);
    spec('get', '/v2/blocks/{round}/txids', await h.raw(`/v2/blocks/${round}/txids`));
    const genesisBlock = await h.algod.block(0).do();
    expect(genesisBlock.block.header.txnCounter).toBe(1000n);
    expect(spec('get', '/v2/blocks/{round}', await h.raw('/v2/blocks/99999'), 404)).toEqual({
      message: 'failed to retrieve information from the ledger',
    });
  });

  it('/v2/ledger/supply', async () => {
    const supply = await h.algod.supply().do();
    expect(supply.currentRound).toBe(h.sb.ledger.latestRound());
    expect(supply.totalMoney).toBeGreaterThan(supply.onlineMoney);
    spec('get', '/v2/ledger/supply', await h.raw('/v2/ledger/supply'));
  });

  it('/v2/devmode/blocks/offset: set, read back, stamps the next block prev + n', async () => {
    expect(errorBody(await h.raw('/v2/devmode/blocks/offset'), 404)).toEqual({
      message:
        'failed retrieving timestamp offset from node: block timestamp offset was never set, using real clock for timestamps',
    });
    await h.algod.setBlockOffsetTimestamp(3600).do();
    expect((await h.algod.getBlockOffsetTimestamp().do()).offset).toBe(3600);
    spec('get', '/v2/devmode/blocks/offset', await h.raw('/v2/devmode/blocks/offset'));
    const prev = h.sb.ledger.latestTimestamp();
    const t = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 3,
      suggestedParams: h.params(),
    });
    await h.algod.sendRawTransaction(fastSign(t, a.sk)).do();
    expect(h.sb.ledger.latestTimestamp()).toBe(prev + 3600);
    await h.algod.setBlockOffsetTimestamp(0).do();
  });

  it('POST /v2/transactions/simulate: msgpack via algosdk, JSON raw; empty signatures; failures; no state change', async () => {
    const round = h.sb.ledger.latestRound();
    const digest = h.sb.ledger.stateDigest();
    const ok = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 10,
      suggestedParams: h.params(),
    });
    const over = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: b.addr,
      receiver: a.addr,
      amount: 10n ** 15n,
      suggestedParams: h.params(),
    });
    // One group per request, as algod (ledger/simulation/simulator.go Simulate) takes.
    const requestFor = (txn: algosdk.Transaction) =>
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [
          new algosdk.modelsv2.SimulateRequestTransactionGroup({
            txns: [new algosdk.SignedTransaction({ txn })],
          }),
        ],
        allowEmptySignatures: true,
      });
    const request = requestFor(ok);
    const result = await h.algod.simulateTransactions(request).do();
    expect(result.txnGroups[0]?.failureMessage).toBeUndefined();
    expect(result.txnGroups[0]?.txnResults[0]?.txnResult.txn.txn.txID()).toBe(ok.txID());
    expect(result.evalOverrides?.allowEmptySignatures).toBe(true);
    const failed = await h.algod.simulateTransactions(requestFor(over)).do();
    expect(failed.txnGroups[0]?.failedAt).toEqual([0]);
    expect(failed.txnGroups[0]?.failureMessage).toMatch(new RegExp(`^transaction ${over.txID()}: overspend`));
    const json = await h.raw('/v2/transactions/simulate', {
      method: 'POST',
      body: algosdk.encodeJSON(request),
    });
    const body = spec('post', '/v2/transactions/simulate', json);
    expect(body.version).toBe(2);
    expect(h.sb.ledger.latestRound()).toBe(round);
    expect(h.sb.ledger.stateDigest()).toBe(digest);
    const unsigned = new algosdk.modelsv2.SimulateRequest({
      txnGroups: [
        new algosdk.modelsv2.SimulateRequestTransactionGroup({
          txns: [new algosdk.SignedTransaction({ txn: ok })],
        }),
      ],
    });
    // algod (ledger/simulation/simulator.go) reports a missing signature in the 200 body.
    const noSig = await h.algod.simulateTransactions(unsigned).do();
    expect(noSig.txnGroups[0]?.failureMessage).toMatch(/signedtxn has no sig/);
    expect(noSig.txnGroups[0]?.failedAt).toEqual([0]);
  });

  it('400s for bad path and query values, 404 for unknown paths', async () => {
    const badRound = await h.raw('/v2/blocks/abc');
    expect(badRound.status).toBe(400);
    expect(badRound.json).toEqual({
      message:
        'Invalid format for parameter round: error binding string parameter: strconv.ParseUint: parsing "abc": invalid syntax',
    });
    expect(spec('get', '/v2/accounts/{address}', await h.raw('/v2/accounts/NOTANADDRESS'), 400)).toEqual({
      message: 'failed to parse the address',
    });
    expect((await h.raw(`/v2/accounts/${a.addr}?exclude=some`)).json).toEqual({
      message: 'failed to parse exclude',
    });
    expect((await h.raw(`/v2/accounts/${a.addr}?format=xml`)).json).toEqual({
      message: 'failed to parse the format option',
    });
    expect((await h.raw('/v2/blocks/1?header-only=maybe')).status).toBe(400);
    expect((await h.raw('/v2/transactions/pending/short')).json).toEqual({
      message: 'no valid transaction ID was specified',
    });
    const unknown = await h.raw('/v2/nope');
    expect(unknown.status).toBe(404);
    expect((unknown.json as Json).message).toMatch(/unknown path/);
  });
});

function base32Decode(s: string): Uint8Array {
  return new Uint8Array(Buffer.from(base32ToHex(s), 'hex'));
}

function base32ToHex(s: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of s) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  let hex = '';
  for (let i = 0; i + 8 <= bits.length; i += 8)
    hex += parseInt(bits.slice(i, i + 8), 2)
      .toString(16)
      .padStart(2, '0');
  return hex;
}
