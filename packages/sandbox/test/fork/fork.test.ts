import { existsSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/startSandbox';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import {
  buildRemoteWorld,
  counterCall,
  remoteDoor,
  type RemoteDoor,
  type RemoteWorld,
} from '../support/forkRemote';
import { tempDirs } from '../support/tempDirs';

// A fork (`--fork`) of a second sandbox started here as "the remote", reached through a door that
// counts requests and can be shut.

const tempDir = tempDirs('sextant-fork-');
let remote: SandboxHarness;
let door: RemoteDoor;
let world: RemoteWorld;
let fork: SandboxHarness;
let dataDir: string;
let forkRound: bigint;

const startFork = (dir: string, url = door.url) =>
  sandboxHarness({
    dataDir: dir,
    fork: { url, token: remote.sb.token, timeoutMs: 2000, indexerUrl: remote.sb.indexer.url },
  });
const indexerGet = async (h: SandboxHarness, path: string) => {
  const res = await fetch(`${h.sb.indexer.url}${path}`, { headers: { 'X-Indexer-API-Token': h.sb.token } });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};
let forkPayTxid: string;
let lastCallTxid: string;

beforeAll(async () => {
  remote = await sandboxHarness();
  world = await buildRemoteWorld(remote);
  door = await remoteDoor(remote.sb.algod.url);
  dataDir = tempDir();
  forkRound = remote.sb.ledger.latestRound();
  fork = await startFork(dataDir);
});
afterAll(async () => {
  await fork?.stop();
  await door?.close();
  await remote?.stop();
});

const globalN = async (h: SandboxHarness, appId: bigint) => {
  const app = await h.algod.getApplicationByID(appId).do();
  return app.params?.globalState?.find((kv) => Buffer.from(kv.key).toString() === 'n')?.value.uint;
};
const boxB = async (h: SandboxHarness, appId: bigint) => {
  const box = await h.algod.getApplicationBoxByName(appId, new TextEncoder().encode('b')).do();
  return algosdk.decodeUint64(box.value, 'bigint');
};

describe('a fork of another network', () => {
  it('takes the remote’s genesis id and hash and continues from its round', async () => {
    const [mine, theirs] = await Promise.all([
      fork.algod.getTransactionParams().do(),
      remote.algod.getTransactionParams().do(),
    ]);
    expect(mine.genesisID).toBe(theirs.genesisID);
    expect(Buffer.from(mine.genesisHash as Uint8Array)).toEqual(
      Buffer.from(theirs.genesisHash as Uint8Array),
    );
    expect((await fork.algod.status().do()).lastRound).toBe(forkRound);
    // The remote's /genesis, kept in the data dir; its consensus version (the sandbox's rules).
    const [genesis, remoteGenesis] = await Promise.all([fork.raw('/genesis'), remote.raw('/genesis')]);
    expect(genesis.status).toBe(200);
    expect(genesis.text).toBe(remoteGenesis.text);
    expect(existsSync(join(dataDir, 'fork-genesis.json'))).toBe(true);
    expect((await fork.algod.status().do()).lastVersion).toBe((await remote.algod.status().do()).lastVersion);
  });

  it('reads balances, holdings, local and global state and boxes through from the remote', async () => {
    for (const who of [world.creator.addr, world.holder.addr]) {
      const [mine, theirs] = await Promise.all([
        fork.raw(`/v2/accounts/${who}?exclude=none`),
        remote.raw(`/v2/accounts/${who}?exclude=none`),
      ]);
      const { round: _r1, ...a } = mine.json as Record<string, unknown>;
      const { round: _r2, ...b } = theirs.json as Record<string, unknown>;
      expect(a).toEqual(b);
    }
    const holder = await fork.algod.accountInformation(world.holder.addr).do();
    expect(holder.assets?.find((h) => h.assetId === world.assetId)?.amount).toBe(40n);
    expect(holder.appsLocalState?.[0]?.keyValue?.[0]?.value.uint).toBe(7n);
    expect(await globalN(fork, world.appId)).toBe(6n);
    expect(await boxB(fork, world.appId)).toBe(6n);
    const asset = await fork.algod.getAssetByID(world.assetId).do();
    expect(asset.params?.unitName).toBe('FRK');
    const boxes = await fork.algod.getApplicationBoxes(world.appId).do();
    expect(boxes.boxes.map((b) => Buffer.from(b.name).toString())).toEqual(['b']);
  });

  it('commits payments and app calls signed with the remote’s real keys on the fork only', async () => {
    const sp = await fork.algod.getTransactionParams().do();
    const before = (await remote.algod.accountInformation(world.holder.addr).do()).amount;
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: world.creator.addr,
      receiver: world.holder.addr,
      amount: 1234,
      suggestedParams: sp,
    });
    const { txid } = await fork.algod.sendRawTransaction(pay.signTxn(world.creator.sk)).do();
    forkPayTxid = txid;
    const done = await fork.algod.pendingTransactionInformation(txid).do();
    expect(done.confirmedRound).toBe(forkRound + 1n);
    expect((await fork.algod.accountInformation(world.holder.addr).do()).amount).toBe(before + 1234n);
    expect((await remote.algod.accountInformation(world.holder.addr).do()).amount).toBe(before);

    const call = counterCall(world.holder.addr, world.appId, sp);
    await fork.algod.sendRawTransaction(call.signTxn(world.holder.sk)).do();
    expect(await globalN(fork, world.appId)).toBe(7n);
    expect(await boxB(fork, world.appId)).toBe(7n);
    expect(await globalN(remote, world.appId)).toBe(6n);
    expect(await boxB(remote, world.appId)).toBe(6n);
  });

  it('indexes its own blocks from the fork round; lookups of remote entities fall through to the remote indexer', async () => {
    const mine = await indexerGet(fork, `/v2/transactions/${forkPayTxid}`);
    expect(mine.status).toBe(200);
    expect((mine.json['transaction'] as { 'confirmed-round': number })['confirmed-round']).toBe(
      Number(forkRound) + 1,
    );
    expect((await indexerGet(remote, `/v2/transactions/${forkPayTxid}`)).status).toBe(404);
    const asset = await indexerGet(fork, `/v2/assets/${world.assetId}`);
    expect(asset.status).toBe(200);
    expect((asset.json['asset'] as { params: { 'unit-name': string } }).params['unit-name']).toBe('FRK');
    const box = await indexerGet(fork, `/v2/applications/${world.appId}/box?name=str:b`);
    expect(box.status).toBe(200);
  });

  it('does not see a remote change after its first read (documented)', async () => {
    const seen = (await fork.algod.accountInformation(world.whale).do()).amount;
    const sp = await remote.algod.getTransactionParams().do();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: world.creator.addr,
      receiver: world.whale,
      amount: 1,
      suggestedParams: sp,
    });
    await remote.algod.sendRawTransaction(pay.signTxn(world.creator.sk)).do();
    expect((await remote.algod.accountInformation(world.whale).do()).amount).toBe(seen + 1n);
    expect((await fork.algod.accountInformation(world.whale).do()).amount).toBe(seen);
  });

  it('impersonates an address it never had a key for (network control on a fork)', async () => {
    const unlock = await fork.raw('/v2/sandbox/unlocked', {
      method: 'POST',
      body: JSON.stringify({ address: world.whale }),
    });
    expect(unlock.status).toBe(200);
    const sp = await fork.algod.getTransactionParams().do();
    const stranger = algosdk.generateAccount();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: world.whale,
      receiver: stranger.addr,
      amount: 2_000_000,
      suggestedParams: sp,
    });
    const unsigned = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn }));
    await fork.algod.sendRawTransaction(unsigned).do();
    expect((await fork.algod.accountInformation(stranger.addr).do()).amount).toBe(2_000_000n);
    expect((await remote.algod.accountInformation(stranger.addr).do()).amount).toBe(0n);
    // The admin API's balance edit on an address the fork has not read yet.
    const unread = algosdk.generateAccount().addr.toString();
    const edit = await fork.raw(`/v2/sandbox/accounts/${unread}/balance`, {
      method: 'POST',
      body: JSON.stringify({ amount: 3_000_000 }),
    });
    expect(edit.status).toBe(200);
    expect((await fork.algod.accountInformation(unread).do()).amount).toBe(3_000_000n);
  });

  it('snapshots and reverts a fork back to what it read', async () => {
    const snap = await fork.raw('/v2/sandbox/snapshots', {
      method: 'POST',
      body: JSON.stringify({ name: 's' }),
    });
    expect(snap.status).toBe(200);
    const id = (snap.json as { snapshot: { id: string } }).snapshot.id;
    const sp = await fork.algod.getTransactionParams().do();
    await fork.algod
      .sendRawTransaction(counterCall(world.holder.addr, world.appId, sp).signTxn(world.holder.sk))
      .do();
    expect(await globalN(fork, world.appId)).toBe(8n);
    expect((await fork.raw(`/v2/sandbox/snapshots/${id}/revert`, { method: 'POST' })).status).toBe(200);
    expect(await globalN(fork, world.appId)).toBe(7n);
    const reset = await fork.raw('/v2/sandbox/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    expect((reset.json as { round: string }).round).toBe(String(forkRound));
    expect(await globalN(fork, world.appId)).toBe(6n);
    // Back to where the other tests left it.
    const again = await fork.algod.getTransactionParams().do();
    lastCallTxid = (
      await fork.algod
        .sendRawTransaction(counterCall(world.holder.addr, world.appId, again).signTxn(world.holder.sk))
        .do()
    ).txid;
    expect(await globalN(fork, world.appId)).toBe(7n);
  });

  it('restarts from its data dir without asking the remote again', async () => {
    await fork.stop();
    const asked = door.count;
    fork = await startFork(dataDir);
    expect(await globalN(fork, world.appId)).toBe(7n);
    expect(await boxB(fork, world.appId)).toBe(7n);
    expect(
      (await fork.algod.accountInformation(world.holder.addr).do()).appsLocalState?.[0]?.keyValue?.[0]?.value
        .uint,
    ).toBe(7n);
    expect(door.count).toBe(asked);
    expect(fork.sb.fork?.remote.requests).toBe(0);
    expect((await indexerGet(fork, `/v2/transactions/${lastCallTxid}`)).status).toBe(200);
  });

  it('refuses a data dir that holds a fork of another remote', async () => {
    await expect(
      startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, dataDir, fork: { url: remote.sb.algod.url } }),
    ).rejects.toThrow(/holds a fork of/);
    await expect(startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, dataDir })).rejects.toThrow(
      /holds a fork of/,
    );
  });

  it('simulates an app call on a fresh fork, fetching what evaluation missed and evaluating again', async () => {
    const fresh = await sandboxHarness({ fork: { url: door.url, token: remote.sb.token } });
    try {
      const sp = await fresh.algod.getTransactionParams().do();
      const txn = counterCall(world.holder.addr, world.appId, sp);
      const result = await fresh.algod
        .simulateTransactions(
          new algosdk.modelsv2.SimulateRequest({
            txnGroups: [
              new algosdk.modelsv2.SimulateRequestTransactionGroup({
                txns: [new algosdk.SignedTransaction({ txn })],
              }),
            ],
            allowEmptySignatures: true,
          }),
        )
        .do();
      const group = result.txnGroups[0];
      expect(group?.failureMessage).toBeUndefined();
      const delta = group?.txnResults[0]?.txnResult.globalStateDelta ?? [];
      expect(
        delta.map((d) => [Buffer.from(Buffer.from(d.key).toString(), 'base64').toString(), d.value.uint]),
      ).toEqual([['n', 7n]]);
      // Simulate has no prefetch: what it read came through misses, fetched and evaluated again.
      expect(fresh.sb.fork?.state.misses).toBeGreaterThan(0);
    } finally {
      await fresh.stop();
    }
  });

  it('answers a clear error naming the resource and the remote when the remote is slow or down', async () => {
    const unknown = algosdk.generateAccount().addr.toString();
    door.mode = 'hang';
    const slow = await fork.raw(`/v2/accounts/${unknown}`);
    expect(slow.status).toBe(504);
    expect((slow.json as { message: string }).message).toContain(`account ${unknown}`);
    expect((slow.json as { message: string }).message).toContain(door.url);
    await door.close();
    const down = await fork.raw(`/v2/accounts/${unknown}`);
    expect(down.status).toBe(502);
    expect((down.json as { message: string }).message).toContain(`account ${unknown}`);
    expect((down.json as { message: string }).message).toContain(door.url);
    // What was read before still answers, offline.
    expect(await globalN(fork, world.appId)).toBe(7n);
    // A submission touching an unknown account is refused with the same words.
    const sp = await fork.algod.getTransactionParams().do();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: world.creator.addr,
      receiver: unknown,
      amount: 100_000,
      suggestedParams: sp,
    });
    await expect(fork.algod.sendRawTransaction(pay.signTxn(world.creator.sk)).do()).rejects.toThrow(
      new RegExp(
        `account ${unknown}.*${door.url.replace(/[.:/]/g, '\\$&')}|cannot reach ${door.url.replace(/[.:/]/g, '\\$&')}`,
      ),
    );
    await expect(
      startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, fork: { url: door.url } }),
    ).rejects.toThrow(/cannot reach .*node status/);
  });
});
