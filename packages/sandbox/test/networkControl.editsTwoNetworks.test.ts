import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from './support/accounts';
import { TWO_NETWORKS, type TestNetwork } from './support/twoNetworks';

// Issue #35 state edits on both networks the product ships: the Browser network serves the same
// admin API as the Node sandbox, and each edit shows in algod's answers there too. The rules are
// go's: key and value lengths (go: data/basics/teal.go StateDelta.Valid, config/consensus.go
// MaxAppKeyLen 64, MaxAppBytesValueLen 128, MaxAppSumKeyValueLens 128), the schema's counts
// (go: ledger/apply/application.go via StateSchema checks) and opt-in (go: ledger/apply/asset.go).
describe.each(TWO_NETWORKS)('state edits on the %s', (_name, start) => {
  let net: TestNetwork;
  let app: bigint;
  let asset: bigint;
  const holder: TestAccount = newAccount();

  const admin = async (method: string, path: string, body?: unknown) =>
    net.raw(`/v2/sandbox/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const ok = async (method: string, path: string, body?: unknown) => {
    const reply = await admin(method, path, body);
    if (reply.status !== 200)
      throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.json)}`);
    return reply.json as Record<string, unknown>;
  };
  const send = async (txn: algosdk.Transaction, from: TestAccount) => {
    const { txid } = await net.algod.sendRawTransaction(txn.signTxn(from.sk)).do();
    return algosdk.waitForConfirmation(net.algod, txid, 4);
  };

  beforeAll(async () => {
    net = await start();
    const rich = net.rich;
    const sp = await net.algod.getTransactionParams().do();
    const program = algosdk.base64ToBytes(
      (await net.algod.compile('#pragma version 10\nint 1\n').do()).result,
    );
    app = (
      await send(
        algosdk.makeApplicationCreateTxnFromObject({
          sender: rich.addr,
          suggestedParams: sp,
          onComplete: algosdk.OnApplicationComplete.NoOpOC,
          approvalProgram: program,
          clearProgram: program,
          numGlobalInts: 1,
          numGlobalByteSlices: 1,
          numLocalInts: 1,
          numLocalByteSlices: 0,
        }),
        rich,
      )
    ).applicationIndex!;
    asset = (
      await send(
        algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
          sender: rich.addr,
          total: 1000,
          decimals: 0,
          defaultFrozen: false,
          suggestedParams: sp,
        }),
        rich,
      )
    ).assetIndex!;
    await ok('POST', `accounts/${holder.addr}/balance`, { amount: '5000000' });
    await send(
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: holder.addr,
        receiver: holder.addr,
        amount: 0,
        assetIndex: asset,
        suggestedParams: sp,
      }),
      holder,
    );
    await send(
      algosdk.makeApplicationOptInTxnFromObject({ sender: holder.addr, appIndex: app, suggestedParams: sp }),
      holder,
    );
    // the app account pays its boxes' minimum balance
    await ok('POST', `accounts/${algosdk.getApplicationAddress(app)}/balance`, { amount: '1000000' });
  });
  afterAll(() => net.stop());

  it('sets an Algo balance and a holding (amount and frozen); algod shows both', async () => {
    await ok('POST', `accounts/${holder.addr}/balance`, { amount: '7654321' });
    expect((await net.algod.accountInformation(holder.addr).do()).amount).toBe(7_654_321n);
    const reply = await ok('POST', `accounts/${holder.addr}/assets/${asset}`, { amount: '77', frozen: true });
    expect(reply).toMatchObject({ amount: '77', frozen: true });
    const holding = (await net.algod.accountAssetInformation(holder.addr, asset).do()).assetHolding!;
    expect(holding.amount).toBe(77n);
    expect(holding.isFrozen).toBe(true);
  });

  it('refuses a holding of an asset the account has not opted in to (4xx, the reason named)', async () => {
    const stranger = newAccount();
    await ok('POST', `accounts/${stranger.addr}/balance`, { amount: '1000000' });
    const reply = await admin('POST', `accounts/${stranger.addr}/assets/${asset}`, { amount: '1' });
    expect(reply.status).toBe(400);
    expect((reply.json as { message: string }).message).toContain('has not opted in to asset');
  });

  it('sets and deletes global and local state values; algod shows them', async () => {
    await ok('POST', `applications/${app}/state`, {
      set: [
        { key: 'str:counter', uint: '5' },
        { key: 'str:name', bytes: 'str:hi' },
      ],
    });
    const global = (await net.algod.getApplicationByID(app).do()).params?.globalState ?? [];
    const read = (kv: algosdk.modelsv2.TealKeyValue[]) =>
      Object.fromEntries(
        kv.map((e) => [
          new TextDecoder().decode(e.key),
          e.value.type === 2 ? e.value.uint : new TextDecoder().decode(e.value.bytes),
        ]),
      );
    expect(read(global)).toEqual({ counter: 5n, name: 'hi' });
    await ok('POST', `applications/${app}/state`, { delete: ['str:name'] });
    expect(read((await net.algod.getApplicationByID(app).do()).params?.globalState ?? [])).toEqual({
      counter: 5n,
    });

    await ok('POST', `accounts/${holder.addr}/applications/${app}/state`, {
      set: [{ key: 'str:seen', uint: '3' }],
    });
    const local = (await net.algod.accountApplicationInformation(holder.addr, app).do()).appLocalState!;
    expect(read(local.keyValue ?? [])).toEqual({ seen: 3n });
  });

  it('refuses by go’s rules: a 65-byte key, a value over 128 with its key, a uint over the schema', async () => {
    const message = async (body: unknown) => {
      const reply = await admin('POST', `applications/${app}/state`, body);
      expect(reply.status).toBe(400);
      return (reply.json as { message: string }).message;
    };
    expect(await message({ set: [{ key: `str:${'k'.repeat(65)}`, uint: '1' }] })).toContain(
      'key too long: length was 65, maximum is 64',
    );
    expect(await message({ set: [{ key: 'str:name', bytes: `str:${'v'.repeat(125)}` }] })).toContain(
      'key/value total too long',
    );
    expect(await message({ set: [{ key: 'str:other', uint: '1' }] })).toContain(
      'store integer count 2 exceeds schema integer count 1',
    );
  });

  it('creates, replaces and deletes a box; algod reads it and then finds none', async () => {
    await ok('POST', `applications/${app}/box`, { name: 'str:b', value: 'str:hello' });
    expect(
      new TextDecoder().decode(
        (await net.algod.getApplicationBoxByName(app, new TextEncoder().encode('b')).do()).value,
      ),
    ).toBe('hello');
    await ok('POST', `applications/${app}/box`, { name: 'str:b', value: 'str:hi' });
    expect(
      new TextDecoder().decode(
        (await net.algod.getApplicationBoxByName(app, new TextEncoder().encode('b')).do()).value,
      ),
    ).toBe('hi');
    await ok('DELETE', `applications/${app}/box?name=${encodeURIComponent('str:b')}`);
    const gone = await net.raw(`/v2/applications/${app}/box?name=${encodeURIComponent('str:b')}`);
    expect(gone.status).toBe(404);
  });
});
