import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { buildRemoteWorld, counterCall, type RemoteWorld } from '../support/forkRemote';

// A fork's indexer answers the fork's state (the ledger's read-through state at the fork's current
// round), not only what its own blocks moved: an account, asset or app that came from the remote
// holds there what the remote held plus what the fork did.

let remote: SandboxHarness;
let world: RemoteWorld;
let fork: SandboxHarness;
let withIndexer: SandboxHarness;
let forkRound: number;
/** An asset made and destroyed on the remote before the fork (only the remote's history has it). */
let destroyedId: bigint;
/** The destroy's txid: a remote transaction from before the fork. */
let destroyTxid: string;

type Json = Record<string, unknown>;
const indexerGet = async (h: SandboxHarness, path: string) => {
  const res = await fetch(`${h.sb.indexer.url}${path}`, { headers: { 'X-Indexer-API-Token': h.sb.token } });
  return { status: res.status, json: (await res.json()) as Json };
};
const holdingOf = (account: Json, assetId: bigint) =>
  (account['assets'] as Json[] | undefined)?.find((h) => h['asset-id'] === Number(assetId));

beforeAll(async () => {
  remote = await sandboxHarness();
  world = await buildRemoteWorld(remote);
  const sp = await remote.algod.getTransactionParams().do();
  const made = await remote.algod
    .sendRawTransaction(
      algosdk
        .makeAssetCreateTxnWithSuggestedParamsFromObject({
          sender: world.creator.addr,
          total: 1n,
          decimals: 0,
          defaultFrozen: false,
          manager: world.creator.addr,
          suggestedParams: sp,
        })
        .signTxn(world.creator.sk),
    )
    .do();
  destroyedId = (await remote.algod.pendingTransactionInformation(made.txid).do()).assetIndex as bigint;
  destroyTxid = (
    await remote.algod
      .sendRawTransaction(
        algosdk
          .makeAssetDestroyTxnWithSuggestedParamsFromObject({
            sender: world.creator.addr,
            assetIndex: destroyedId,
            suggestedParams: sp,
          })
          .signTxn(world.creator.sk),
      )
      .do()
  ).txid;
  await remote.algod.pendingTransactionInformation(destroyTxid).do();
  forkRound = Number(remote.sb.ledger.latestRound());
  fork = await sandboxHarness({ fork: { url: remote.sb.algod.url, token: remote.sb.token } });
  withIndexer = await sandboxHarness({
    fork: { url: remote.sb.algod.url, token: remote.sb.token, indexerUrl: remote.sb.indexer.url },
  });
  // On the fork only: 5 more of the asset to the holder, one counter call, a payment.
  const fsp = await fork.algod.getTransactionParams().do();
  for (const [txn, from] of [
    [
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: world.creator.addr,
        receiver: world.holder.addr,
        assetIndex: world.assetId,
        amount: 5,
        suggestedParams: fsp,
      }),
      world.creator,
    ],
    [counterCall(world.holder.addr, world.appId, fsp), world.holder],
  ] as const) {
    const { txid } = await fork.algod.sendRawTransaction(txn.signTxn(from.sk)).do();
    await fork.algod.pendingTransactionInformation(txid).do();
  }
});
afterAll(async () => {
  await withIndexer?.stop();
  await fork?.stop();
  await remote?.stop();
});

describe("a fork's indexer answers the fork's state", () => {
  it('shows a remote account with its remote holding plus the fork’s transfer, as algod does', async () => {
    const { status, json } = await indexerGet(fork, `/v2/accounts/${world.holder.addr}`);
    expect(status).toBe(200);
    const account = json['account'] as Json;
    const algod = await fork.algod.accountInformation(world.holder.addr).do();
    expect(BigInt(account['amount'] as number)).toBe(algod.amount);
    // 40 on the remote + 5 on the fork (the fork's blocks alone would say 5).
    expect(holdingOf(account, world.assetId)?.['amount']).toBe(45);
    // The remote's opt-in and creation rounds are before the fork: not known, so not printed
    // (the fork's blocks alone would say the fork's transfer made them).
    expect(account['created-at-round']).toBeUndefined();
    expect(holdingOf(account, world.assetId)?.['opted-in-at-round']).toBeUndefined();
    const locals = account['apps-local-state'] as Json[];
    expect(locals.map((l) => [l['id'], (l['key-value'] as Json[])[0]?.['value']])).toEqual([
      [Number(world.appId), { bytes: '', type: 2, uint: 7 }],
    ]);
    const creator = (await indexerGet(fork, `/v2/accounts/${world.creator.addr}`)).json['account'] as Json;
    expect(holdingOf(creator, world.assetId)?.['amount']).toBe(1000 - 40 - 5);
    expect((creator['created-assets'] as Json[]).map((a) => a['index'])).toEqual([Number(world.assetId)]);
    expect((creator['created-apps'] as Json[]).map((a) => a['id'])).toEqual([Number(world.appId)]);
  });

  it('answers an account, asset, app and box its blocks never touched from the remote algod (no --fork-indexer)', async () => {
    const whale = await indexerGet(fork, `/v2/accounts/${world.whale}`);
    expect(whale.status).toBe(200);
    expect((whale.json['account'] as Json)['amount']).toBe(50_000_000);
    expect((whale.json['account'] as Json)['created-at-round']).toBeUndefined();
    const asset = await indexerGet(fork, `/v2/assets/${world.assetId}`);
    expect(((asset.json['asset'] as Json)['params'] as Json)['unit-name']).toBe('FRK');
    const app = await indexerGet(fork, `/v2/applications/${world.appId}`);
    const global = ((app.json['application'] as Json)['params'] as Json)['global-state'] as Json[];
    expect(global.map((kv) => (kv['value'] as Json)['uint'])).toEqual([7]);
    const box = await indexerGet(fork, `/v2/applications/${world.appId}/box?name=str:b`);
    expect(box.json['value']).toBe(Buffer.from(algosdk.encodeUint64(7)).toString('base64'));
    const unknown = algosdk.generateAccount().addr.toString();
    expect((await indexerGet(fork, `/v2/accounts/${unknown}`)).status).toBe(404);
  });

  it('lists an account’s holdings and local states, and an asset’s holders, with the fork’s numbers', async () => {
    const assets = await indexerGet(fork, `/v2/accounts/${world.holder.addr}/assets`);
    expect((assets.json['assets'] as Json[]).map((h) => [h['asset-id'], h['amount']])).toEqual([
      [Number(world.assetId), 45],
    ]);
    const balances = await indexerGet(fork, `/v2/assets/${world.assetId}/balances`);
    const rows = (balances.json['balances'] as Json[]).map((b) => [b['address'], b['amount']]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [world.creator.addr.toString(), 955],
        [world.holder.addr.toString(), 45],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(balances.json['fork-note']).toMatch(/what it knows/);
    const holders = await indexerGet(
      fork,
      `/v2/accounts?asset-id=${world.assetId}&currency-greater-than=100`,
    );
    expect((holders.json['accounts'] as Json[]).map((a) => a['address'])).toEqual([
      world.creator.addr.toString(),
    ]);
    const created = await indexerGet(fork, `/v2/accounts/${world.creator.addr}/created-applications`);
    expect((created.json['applications'] as Json[]).map((a) => a['id'])).toEqual([Number(world.appId)]);
  });

  it('refuses a rewind to before the fork round: it does not know that state', async () => {
    const past = await indexerGet(fork, `/v2/accounts/${world.holder.addr}?round=${forkRound - 1}`);
    expect(past.status).toBe(400);
    expect(past.json['message']).toMatch(/before the fork's first round/);
    const atFork = await indexerGet(fork, `/v2/accounts/${world.holder.addr}?round=${forkRound}`);
    expect(atFork.status).toBe(200);
    expect(holdingOf(atFork.json['account'] as Json, world.assetId)?.['amount']).toBe(40);
  });

  it('with --fork-indexer: history (an asset destroyed before the fork) comes from the remote indexer, state it lacks does not', async () => {
    const gone = await indexerGet(withIndexer, `/v2/assets/${destroyedId}?include-all=true`);
    expect(gone.status).toBe(200);
    expect((gone.json['asset'] as Json)['deleted']).toBe(true);
    // An account the fork reads as empty, then funded on the remote: the fork keeps its first read.
    const late = algosdk.generateAccount().addr.toString();
    expect((await withIndexer.algod.accountInformation(late).do()).amount).toBe(0n);
    const sp = await remote.algod.getTransactionParams().do();
    const { txid } = await remote.algod
      .sendRawTransaction(
        algosdk
          .makePaymentTxnWithSuggestedParamsFromObject({
            sender: world.creator.addr,
            receiver: late,
            amount: 1_000_000,
            suggestedParams: sp,
          })
          .signTxn(world.creator.sk),
      )
      .do();
    await remote.algod.pendingTransactionInformation(txid).do();
    expect((await indexerGet(remote, `/v2/accounts/${late}`)).status).toBe(200);
    const mine = await indexerGet(withIndexer, `/v2/accounts/${late}`);
    expect(mine.status).toBe(404);
    expect(mine.json['message']).toMatch(/has it now, but the fork's state/);
    // A remote transaction from before the fork is history the fork shares; one after it is not.
    const before = await indexerGet(withIndexer, `/v2/transactions/${destroyTxid}`);
    expect(before.status).toBe(200);
    expect((before.json['transaction'] as Json)['confirmed-round']).toBeLessThanOrEqual(forkRound);
    const after = await indexerGet(withIndexer, `/v2/transactions/${txid}`);
    expect(after.status).toBe(404);
    expect(after.json['message']).toMatch(/committed after the fork round/);
  });
});
