import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointConfig } from '../../src/network/NetworkProfile';
import { type SandboxCall, SandboxControlClient } from '../../src/sandbox/SandboxControlClient';
import { SANDBOX_CONTROL_MESSAGES, SandboxControlError } from '../../src/sandbox/SandboxControlError';
import { createImpersonationSigner } from '../../src/sandbox/ImpersonationSigner';
import { startSandboxProcess, type SandboxProcess } from './startSandboxProcess';

let sb: SandboxProcess;
let endpoint: EndpointConfig;

beforeAll(async () => {
  sb = await startSandboxProcess();
  endpoint = {
    url: sb.urls.algod,
    port: null,
    pathPrefix: '',
    token: sb.urls.token,
    tokenHeader: 'X-Algo-API-Token',
  };
}, 60_000);
afterAll(async () => {
  await sb?.stop();
});

async function refusal(p: Promise<unknown>): Promise<SandboxControlError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!(e instanceof SandboxControlError))
    throw new Error(`expected a SandboxControlError, got ${String(e)}`);
  return e;
}

describe('SandboxControlClient against the sandbox', () => {
  it('snapshots, advances, reverts and resets, and says which admin call each made', async () => {
    const client = new SandboxControlClient(endpoint);
    const calls: SandboxCall[] = [];
    client.onCall = (c) => calls.push(c);
    const start = (await sb.algod.status().do()).lastRound;
    const snap = await client.snapshot('clean');
    expect(snap).toMatchObject({ name: 'clean', round: String(start) });
    expect(await client.advance(5)).toBe(start + 5n);
    expect((await client.snapshots()).map((s) => s.id)).toEqual([snap.id]);
    const reverted = await client.revert(snap.id);
    expect(reverted).toMatchObject({ round: String(start), removedRounds: '5' });
    expect((await sb.algod.status().do()).lastRound).toBe(start);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v2/sandbox/snapshots',
      'POST /v2/sandbox/rounds',
      'GET /v2/sandbox/snapshots',
      `POST /v2/sandbox/snapshots/${snap.id}/revert`,
    ]);
    const time = await client.setTime({ increase: 3600 });
    expect(time.nextTimestamp).toBe(time.latestTimestamp + 3600);
    expect((await client.reset()).round).toBe('0');
    expect(await client.snapshots()).toEqual([]);
  });

  it('sets a balance, unlocks and locks addresses', async () => {
    const client = new SandboxControlClient(endpoint);
    const addr = algosdk.generateAccount().addr.toString();
    expect((await client.setBalance(addr, 2_000_000n)).amount).toBe(2_000_000n);
    expect((await sb.algod.accountInformation(addr).do()).amount).toBe(2_000_000n);
    expect(await client.unlock(addr)).toEqual([addr]);
    expect(await client.unlocked()).toEqual([addr]);
    expect(await client.lock(addr)).toEqual([]);
    await client.unlock(addr);
    expect(await client.lock()).toEqual([]);
  });

  it('edits a holding, global state and a box; acts as an address whose key it never had', async () => {
    const client = new SandboxControlClient(endpoint);
    const me = algosdk.generateAccount();
    await client.setBalance(me.addr.toString(), 10_000_000n);
    const send = async (txn: algosdk.Transaction, signed: Uint8Array = txn.signTxn(me.sk)) => {
      const { txid } = await sb.algod.sendRawTransaction(signed).do();
      return algosdk.waitForConfirmation(sb.algod, txid, 4);
    };
    const suggestedParams = await sb.algod.getTransactionParams().do();
    const compiled = async (teal: string) =>
      new Uint8Array(Buffer.from((await sb.algod.compile(teal).do()).result, 'base64'));
    const app = (
      await send(
        algosdk.makeApplicationCreateTxnFromObject({
          sender: me.addr,
          approvalProgram: await compiled('#pragma version 10\nint 1\n'),
          clearProgram: await compiled('#pragma version 10\nint 1\n'),
          numGlobalInts: 1,
          numGlobalByteSlices: 0,
          numLocalInts: 0,
          numLocalByteSlices: 0,
          onComplete: algosdk.OnApplicationComplete.NoOpOC,
          suggestedParams,
        }),
      )
    ).applicationIndex as bigint;
    const edited = await client.setAppState(app, { set: [{ key: 'str:n', uint: 5n }] });
    expect(edited.state).toEqual([{ key: btoa('n'), value: { type: 2, bytes: '', uint: 5 } }]);
    const global = (await sb.algod.getApplicationByID(app).do()).params?.globalState ?? [];
    expect(global[0]?.value.uint).toBe(5n);

    await client.setBalance(algosdk.getApplicationAddress(app).toString(), 1_000_000n);
    expect((await client.setBox(app, 'str:b', 'str:hi')).size).toBe(2);
    const box = await sb.algod.getApplicationBoxByName(app, new TextEncoder().encode('b')).do();
    expect(new TextDecoder().decode(box.value)).toBe('hi');
    await client.deleteBox(app, 'str:b');

    const asset = (
      await send(
        algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
          sender: me.addr,
          total: 10,
          decimals: 0,
          defaultFrozen: false,
          suggestedParams,
        }),
      )
    ).assetIndex as bigint;
    expect(await client.setHolding(me.addr.toString(), asset, { amount: 3n, frozen: true })).toMatchObject({
      amount: 3n,
      frozen: true,
    });

    // Act as an address whose key was thrown away: the signer signs nothing, the sandbox lets it through.
    const ghost = algosdk.generateAccount().addr.toString();
    await client.setBalance(ghost, 1_000_000n);
    const signer = await createImpersonationSigner(client, ghost);
    expect(signer.kind).toBe('impersonation');
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: ghost,
      receiver: me.addr,
      amount: 1000,
      suggestedParams,
    });
    const [unsigned] = await signer.signGroup([pay], [0]);
    await send(pay, unsigned as Uint8Array);
    expect((await sb.algod.accountInformation(ghost).do()).amount).toBe(1_000_000n - 1000n - 1000n);
    await signer.stop();
    expect(await client.unlocked()).toEqual([]);
  });

  it('refusals carry a code, the sentence for it and the sandbox’s own words', async () => {
    const client = new SandboxControlClient(endpoint);
    const missing = await refusal(client.revert('404'));
    expect(missing.code).toBe('sandbox-not-found');
    expect(missing.message).toBe(SANDBOX_CONTROL_MESSAGES['sandbox-not-found']);
    expect(missing.details['sandboxMessage']).toBe('no snapshot with id "404"');
    const bad = await refusal(client.advance(0));
    expect(bad.code).toBe('sandbox-refused');
    expect(bad.message).toMatch(/count must be a whole number/);
    const token = await refusal(new SandboxControlClient({ ...endpoint, token: 'b'.repeat(64) }).snapshots());
    expect(token.code).toBe('sandbox-bad-token');
    const nowhere = await refusal(
      new SandboxControlClient({ ...endpoint, url: 'http://127.0.0.1:9' }, 2_000).snapshots(),
    );
    expect(nowhere.code).toBe('sandbox-unreachable');
    // A node without the admin API (here: the indexer's port, which has no /v2/sandbox).
    const other = await refusal(
      new SandboxControlClient({
        ...endpoint,
        url: sb.urls.indexer,
        tokenHeader: 'X-Indexer-API-Token',
      }).snapshots(),
    );
    expect(other.code).toBe('sandbox-no-control');
  });
});
