import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { compile } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

const TEAL = join(__dirname, 'teal');
const OC = algosdk.OnApplicationComplete;
const enc = new TextEncoder();

/**
 * The application lifecycle through algod: create, opt-in, global/local state, close-out,
 * clear-state (whose rejection discards its writes), update, delete; inner payments, asset
 * creation and app calls with fee pooling; apply data in pending results, blocks and the indexer.
 */
describe('application lifecycle and inner transactions', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let b: TestAccount;
  let approval: Uint8Array;
  let clear: Uint8Array;
  let appId: bigint;
  let other: bigint;

  const send = async (txn: algosdk.Transaction, who: TestAccount) => {
    const { txid } = await h.algod.sendRawTransaction(fastSign(txn, who.sk)).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };
  const call = async (
    who: TestAccount,
    onComplete: algosdk.OnApplicationComplete,
    args: string[] = [],
    extra = {},
  ) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: who.addr,
      appIndex: appId,
      onComplete,
      appArgs: args.map((s) => enc.encode(s)),
      suggestedParams: await h.algod.getTransactionParams().do(),
      ...extra,
    });
  const create = async () =>
    (
      await send(
        algosdk.makeApplicationCreateTxnFromObject({
          sender: a.addr,
          approvalProgram: approval,
          clearProgram: clear,
          numGlobalInts: 1,
          numGlobalByteSlices: 0,
          numLocalInts: 1,
          numLocalByteSlices: 1,
          onComplete: OC.NoOpOC,
          suggestedParams: await h.algod.getTransactionParams().do(),
        }),
        a,
      )
    ).applicationIndex as bigint;
  const globalCounter = async (id: bigint) => {
    const app = await h.algod.getApplicationByID(id).do();
    return app.params?.globalState?.find((kv) => Buffer.from(kv.key).toString() === 'counter')?.value.uint;
  };

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    b = newAccount();
    approval = await compile(h, readFileSync(join(TEAL, 'lifecycle.approval.teal'), 'utf8'));
    clear = await compile(h, readFileSync(join(TEAL, 'lifecycle.clear.teal'), 'utf8'));
    const sp = await h.algod.getTransactionParams().do();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: b.addr,
        amount: 1_000_000,
        suggestedParams: sp,
      }),
      a,
    );
    appId = await create();
    other = await create();
  });
  afterAll(() => h.stop());

  it('creates with global state and charges the schema to the creator', async () => {
    expect(await globalCounter(appId)).toBe(0n);
    const creator = await h.algod.accountInformation(a.addr).do();
    expect(creator.totalAppsOptedIn).toBe(0);
    expect(creator.appsTotalSchema?.numUint).toBe(2);
    expect(creator.minBalance).toBe(100_000n + 2n * (100_000n + 25_000n + 3_500n));
  });

  it('opts in, counts in global and local state, logs, and closes out', async () => {
    const optIn = await send(await call(b, OC.OptInOC), b);
    expect(optIn.localStateDelta?.[0]?.address).toBe(b.addr);
    const counted = await send(await call(b, OC.NoOpOC, ['count']), b);
    expect(counted.logs?.map((l) => Buffer.from(l).toString())).toEqual(['counted']);
    expect(counted.globalStateDelta?.[0]?.value.uint).toBe(1n);
    expect(await globalCounter(appId)).toBe(1n);
    const local = await h.algod.accountApplicationInformation(b.addr, appId).do();
    const kv = new Map(local.appLocalState?.keyValue?.map((e) => [Buffer.from(e.key).toString(), e.value]));
    expect(kv.get('visits')?.uint).toBe(1n);
    expect(Buffer.from(kv.get('name')?.bytes ?? []).toString()).toBe('anon');
    const acct = await h.algod.accountInformation(b.addr).do();
    expect(acct.minBalance).toBe(100_000n + 100_000n + 25_000n + 3_500n + 25_000n + 25_000n);
    await send(await call(b, OC.CloseOutOC), b);
    expect((await h.algod.accountInformation(b.addr).do()).totalAppsOptedIn).toBe(0);
    await expect(send(await call(b, OC.CloseOutOC), b)).rejects.toThrow(
      new RegExp(`account ${b.addr} is not opted in to app ${appId}`),
    );
  });

  it('clear state removes local state even when the clear program rejects, discarding its writes', async () => {
    await send(await call(b, OC.OptInOC), b);
    const before = await globalCounter(appId);
    const res = await send(await call(b, OC.ClearStateOC), b);
    expect(res.confirmedRound).toBeGreaterThan(0n);
    expect(res.globalStateDelta).toBeUndefined();
    expect(await globalCounter(appId)).toBe(before);
    expect((await h.algod.accountInformation(b.addr).do()).totalAppsOptedIn).toBe(0);
  });

  it('rejections and errors carry algod texts', async () => {
    await expect(send(await call(a, OC.NoOpOC, ['reject']), a)).rejects.toThrow(
      /TransactionPool.Remember: transaction [A-Z2-7]{52}: transaction rejected by ApprovalProgram/,
    );
    await expect(send(await call(a, OC.NoOpOC, ['nothing']), a)).rejects.toThrow(
      new RegExp(`logic eval error: err opcode executed\\. Details: app=${appId}, pc=\\d+`),
    );
    const logged = await call(a, OC.NoOpOC, ['nothing']);
    const raw = await h.raw('/v2/transactions', {
      method: 'POST',
      body: fastSign(logged, a.sk),
      headers: { 'Content-Type': 'application/x-binary' },
    });
    const body = raw.json as { message: string; data: Record<string, unknown> };
    expect(body.data['app-index']).toBe(Number(appId));
    expect(body.data['group-index']).toBe(0);
    expect(body.message).toContain(`pc=${String(body.data.pc)}`);
    expect(body.data['eval-states']).toEqual([{}]);
    await expect(send(await call(a, OC.NoOpOC, ['count']), a)).rejects.toThrow(
      /logic eval error: .*has not opted in to app/,
    );
  });

  it('inner payment with fee pooling; without the pooled fee it fails', async () => {
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: algosdk.getApplicationAddress(appId),
        amount: 1_000_000,
        suggestedParams: await h.algod.getTransactionParams().do(),
      }),
      a,
    );
    const before = (await h.algod.accountInformation(b.addr).do()).amount;
    const withArg = await call(b, OC.NoOpOC, [], {
      appArgs: [enc.encode('pay'), algosdk.bigIntToBytes(250_000n, 8)],
      suggestedParams: { ...(await h.algod.getTransactionParams().do()), fee: 2000, flatFee: true },
    });
    const res = await send(withArg, b);
    expect(res.innerTxns).toHaveLength(1);
    expect(res.innerTxns?.[0]?.txn.txn.payment?.amount).toBe(250_000n);
    expect((await h.algod.accountInformation(b.addr).do()).amount).toBe(before + 250_000n - 2000n);
    const cheap = await call(b, OC.NoOpOC, [], {
      appArgs: [enc.encode('pay'), algosdk.bigIntToBytes(1n, 8)],
    });
    await expect(send(cheap, b)).rejects.toThrow(
      /logic eval error: group fee 0\.0A too small \(needs 1mA more\)\. Details: app=\d+, pc=\d+/,
    );
    const tooMuch = await call(b, OC.NoOpOC, [], {
      appArgs: [enc.encode('pay'), algosdk.bigIntToBytes(10n ** 12n, 8)],
      suggestedParams: { ...(await h.algod.getTransactionParams().do()), fee: 2000, flatFee: true },
    });
    const app = algosdk.getApplicationAddress(appId).toString();
    await expect(send(tooMuch, b)).rejects.toThrow(
      new RegExp(
        `logic eval error: inner tx 0 failed: overspend \\(account ${app}, .*\\. Details: app=${appId}, pc=\\d+`,
      ),
    );
  });

  it('inner asset creation and inner app call; apply data in the block and the indexer', async () => {
    const fee = { ...(await h.algod.getTransactionParams().do()), fee: 2000, flatFee: true };
    const asset = await send(await call(a, OC.NoOpOC, ['asset'], { suggestedParams: fee }), a);
    const created = asset.innerTxns?.[0]?.assetIndex as bigint;
    expect(created).toBeGreaterThan(appId);
    expect(algosdk.bytesToBigInt(asset.logs?.[0] as Uint8Array)).toBe(created);
    const params = await h.algod.getAssetByID(created).do();
    expect(params.params?.creator.toString()).toBe(algosdk.getApplicationAddress(appId).toString());
    expect(params.params?.unitName).toBe('INR');

    const inner = await send(
      await call(a, OC.NoOpOC, ['call'], { suggestedParams: fee, foreignApps: [Number(other)] }),
      a,
    );
    const innerCall = inner.innerTxns?.[0];
    expect(innerCall?.logs?.map((l) => Buffer.from(l).toString())).toEqual(['pong']);
    expect(await globalCounter(other)).toBe(7n);
    const block = await h.algod.block(inner.confirmedRound as bigint).do();
    const ad = block.block.payset[0]?.signedTxn.applyData;
    expect(ad?.evalDelta?.innerTxns[0]?.applyData.evalDelta?.logs).toHaveLength(1);

    const txid = inner.txn.txn.txID();
    const idx = await fetch(`${h.sb.indexer.url}/v2/transactions/${txid}`, {
      headers: { 'X-Indexer-API-Token': h.sb.token },
    });
    const body = (await idx.json()) as { transaction: Record<string, unknown> };
    expect(body.transaction['inner-txns']).toHaveLength(1);
    const innerIdx = (body.transaction['inner-txns'] as Record<string, unknown>[])[0] as Record<
      string,
      unknown
    >;
    expect(innerIdx.logs).toEqual([Buffer.from('pong').toString('base64')]);
  });

  it('update bumps the version; delete removes the app', async () => {
    await send(
      await call(a, OC.UpdateApplicationOC, [], { approvalProgram: approval, clearProgram: clear }),
      a,
    );
    expect((await h.algod.getApplicationByID(appId).do()).params?.version).toBe(1);
    await send(await call(a, OC.DeleteApplicationOC), a);
    await expect(h.algod.getApplicationByID(appId).do()).rejects.toThrow(/application does not exist/);
    const creator = await h.algod.accountInformation(a.addr).do();
    expect(creator.totalCreatedApps).toBe(1);
  });
});
