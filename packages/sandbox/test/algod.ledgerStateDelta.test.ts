import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { fastSign } from './support/fastSign';
import { TWO_NETWORKS, type TestNetwork } from './support/twoNetworks';

/**
 * GET /v2/deltas/{round} (go-algorand v5.0.0: daemon/algod/api/server/v2/handlers.go
 * GetLedgerStateDelta, a standard public route in daemon/algod/api/server/router.go): the round's
 * ledgercore.StateDelta (ledger/ledgercore/statedelta.go) read back with algosdk's
 * getLedgerStateDelta (msgpack), and algod's 404 for a round the accounts tracker no longer or not
 * yet holds (ledger/acctupdates.go lookupStateDelta, roundOffset).
 */
const BOX_APP = `#pragma version 10
txn ApplicationID
bz ok
byte "box1"
byte "hello"
box_put
ok:
int 1`;
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe.each(TWO_NETWORKS)('ledger state deltas on the %s', (_name, start) => {
  let net: TestNetwork;
  const to = newAccount();

  const send = async (...txns: algosdk.Transaction[]) => {
    if (txns.length > 1) algosdk.assignGroupID(txns);
    await net.algod.sendRawTransaction(txns.map((t) => fastSign(t, net.rich.sk))).do();
    const info = await algosdk.waitForConfirmation(net.algod, txns[0]?.txID() as string, 4);
    return { round: info.confirmedRound as bigint, info };
  };
  const amountOf = async (a: string) => (await net.algod.accountInformation(a).do()).amount;
  const record = (d: algosdk.LedgerStateDelta, a: string) =>
    d.accounts.accounts.find((r) => r.addr.toString() === a);

  beforeAll(async () => {
    net = await start();
  });
  afterAll(() => net.stop());

  it('names a payment’s accounts with their new balances, its txid and the block header', async () => {
    const sp = await net.algod.getTransactionParams().do();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: net.rich.addr,
      receiver: to.addr,
      amount: 2_000_000,
      suggestedParams: sp,
    });
    const { round } = await send(pay);
    const delta = await net.algod.getLedgerStateDelta(round).do();
    // go: ledger/ledgercore/statedelta.go AccountDeltas.Accts (BalanceRecord = Addr + AccountData)
    expect(record(delta, to.addr)?.accountData.accountBaseData.microAlgos).toBe(2_000_000n);
    expect(record(delta, net.rich.addr)?.accountData.accountBaseData.microAlgos).toBe(
      await amountOf(net.rich.addr),
    );
    // go: ledger/eval/cow.go addTx: Txids[txid] = {LastValid, Intra}
    expect([...delta.txids].map(([k, v]) => [hex(k), v.lastValid, v.intra])).toEqual([
      [hex(pay.rawTxID()), pay.lastValid, 0],
    ]);
    const block = await net.algod.block(round).do();
    expect(delta.blockHeader.round).toBe(round);
    expect(hex(delta.blockHeader.txnCommitments.nativeSha512_256Commitment)).toBe(
      hex(block.block.header.txnCommitments.nativeSha512_256Commitment),
    );
    const prev = await net.algod.block(round - 1n).do();
    expect(delta.prevTimestamp).toBe(prev.block.header.timestamp);
    expect(delta.kvMods.size).toBe(0);
    expect(delta.creatables.size).toBe(0);
    const t = delta.totals;
    expect(t.online.money + t.offline.money + t.notParticipating.money).toBeGreaterThan(0n);
  });

  it('lists a created asset in Creatables and its params and holding in AssetResources', async () => {
    const sp = await net.algod.getTransactionParams().do();
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: net.rich.addr,
      total: 1000n,
      decimals: 0,
      defaultFrozen: false,
      unitName: 'DLT',
      assetName: 'delta',
      suggestedParams: sp,
    });
    const { round, info } = await send(create);
    const id = info.assetIndex as bigint;
    const delta = await net.algod.getLedgerStateDelta(round).do();
    // go: ledger/eval/assetcow.go → StateDelta.Creatables (Ctype 0 = asset)
    const c = delta.creatables.get(id);
    expect([c?.creatableType, c?.created, c?.creator.toString()]).toEqual([0, true, net.rich.addr]);
    const res = delta.accounts.assetResources.find((r) => r.id === id);
    expect(res?.address.toString()).toBe(net.rich.addr);
    expect(res?.params.params?.total).toBe(1000n);
    expect(new TextDecoder().decode(res?.params.params?.unitName)).toBe('DLT');
    expect(res?.holding.holding?.amount).toBe(1000n);
    expect(record(delta, net.rich.addr)?.accountData.accountBaseData.totalAssetParams).toBeGreaterThan(0n);
  });

  it('lists a created app, and a box the app writes in KvMods', async () => {
    const sp = await net.algod.getTransactionParams().do();
    const compile = async (src: string) =>
      new Uint8Array(Buffer.from((await net.algod.compile(src).do()).result, 'base64'));
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: net.rich.addr,
      approvalProgram: await compile(BOX_APP),
      clearProgram: await compile('#pragma version 10\nint 1'),
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: sp,
    });
    const created = await send(create);
    const app = created.info.applicationIndex as bigint;
    const createDelta = await net.algod.getLedgerStateDelta(created.round).do();
    const c = createDelta.creatables.get(app);
    expect([c?.creatableType, c?.created, c?.creator.toString()]).toEqual([1, true, net.rich.addr]);
    const appRes = createDelta.accounts.appResources.find((r) => r.id === app);
    expect(hex(appRes?.params.params?.approvalProgram ?? new Uint8Array())).toBe(
      hex(create.applicationCall!.approvalProgram),
    );

    const appAddr = algosdk.getApplicationAddress(app).toString();
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: net.rich.addr,
      receiver: appAddr,
      amount: 1_000_000,
      suggestedParams: sp,
    });
    const name = new TextEncoder().encode('box1');
    const call = algosdk.makeApplicationCallTxnFromObject({
      sender: net.rich.addr,
      appIndex: app,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      boxes: [{ appIndex: 0, name }],
      suggestedParams: sp,
    });
    const { round } = await send(fund, call);
    const delta = await net.algod.getLedgerStateDelta(round).do();
    // go: ledger/eval/applications.go box writes → StateDelta.KvMods["bx:" ‖ app ‖ name]
    const key = new Uint8Array([...new TextEncoder().encode('bx:'), ...algosdk.encodeUint64(app), ...name]);
    const mods = [...delta.kvMods].map(([k, v]) => [
      hex(k),
      v.data && new TextDecoder().decode(v.data),
      v.oldData,
    ]);
    expect(mods).toEqual([[hex(key), 'hello', undefined]]);
    expect(record(delta, appAddr)?.accountData.accountBaseData.totalBoxes).toBe(1n);
    expect(record(delta, appAddr)?.accountData.accountBaseData.microAlgos).toBe(await amountOf(appAddr));
    expect([...delta.txids].map(([k, v]) => [hex(k), v.intra] as const).sort((x, y) => x[1] - y[1])).toEqual([
      [hex(fund.rawTxID()), 0],
      [hex(call.rawTxID()), 1],
    ]);

    // The JSON answer has go's field names too (and no Txleases).
    const json = await net.raw(`/v2/deltas/${round}?format=json`);
    expect(json.status).toBe(200);
    expect(Object.keys(json.json as object).sort()).toEqual(
      expect.arrayContaining(['Accts', 'Hdr', 'KvMods', 'PrevTimestamp', 'Totals', 'Txids']),
    );
    expect(Object.keys(json.json as object)).not.toContain('Txleases');
  });

  it('appends Txleases, keyed by {Lease, Sender} maps, to the msgpack answer', async () => {
    const sp = await net.algod.getTransactionParams().do();
    const lease = new Uint8Array(32).fill(7);
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: net.rich.addr,
      receiver: to.addr,
      amount: 1,
      lease,
      suggestedParams: sp,
    });
    const { round } = await send(pay);
    const reply = await net.raw(`/v2/deltas/${round}?format=msgpack`);
    expect(reply.status).toBe(200);
    // go: ledger/eval/cow.go addTx → Txleases[Txlease{Sender, Lease}] = LastValid; go-codec writes
    // the struct key as a map of its field names. Sorted keys put "Txleases" last.
    const enc = (s: string) => [0xa0 | s.length, ...new TextEncoder().encode(s)];
    const lv = pay.lastValid;
    const expected = [
      ...enc('Txleases'),
      0x81,
      0x82,
      ...enc('Lease'),
      0xc4,
      32,
      ...lease,
      ...enc('Sender'),
      0xc4,
      32,
      ...algosdk.decodeAddress(net.rich.addr).publicKey,
      ...(lv < 0x10000n
        ? [0xcd, Number(lv >> 8n), Number(lv & 0xffn)]
        : [0xce, ...algosdk.encodeUint64(lv).slice(4)]),
    ];
    expect(hex(reply.bytes.slice(reply.bytes.length - expected.length))).toBe(hex(Uint8Array.from(expected)));
    // algosdk's decoder takes only string, number or byte keys, so it cannot read this answer (from
    // algod either); the JSON answer drops Txleases as go's handler does.
    await expect(net.algod.getLedgerStateDelta(round).do()).rejects.toThrow(/type of key/);
    const json = await net.raw(`/v2/deltas/${round}`);
    expect(json.status).toBe(200);
    expect(Object.keys(json.json as object)).not.toContain('Txleases');
  });

  it('answers a round out of range with algod’s 404', async () => {
    const latest = (await net.algod.status().do()).lastRound;
    const high = await net.raw(`/v2/deltas/${latest + 10n}`);
    expect(high.status).toBe(404);
    expect((high.json as { message: string }).message).toMatch(
      new RegExp(
        `^failed retrieving State Delta: round ${latest + 10n} too high: dbRound \\d+, deltas \\d+$`,
      ),
    );
    const low = await net.raw('/v2/deltas/0');
    expect(low.status).toBe(404);
    expect((low.json as { message: string }).message).toMatch(
      /^failed retrieving State Delta: round 0 (before dbRound \d+|not in deltas: dbRound 0, deltas \d+, offset 0)$/,
    );
    await expect(net.algod.getLedgerStateDelta(latest + 10n).do()).rejects.toThrow(/too high/);
    // go: daemon/algod/api/server/v2/utils.go getCodecHandle (handlers_test.go TestGetLedgerStateDelta)
    const bad = await net.raw(`/v2/deltas/${latest}?format=xml`);
    expect([bad.status, (bad.json as { message: string }).message]).toEqual([
      400,
      'failed to parse the format option',
    ]);
    const msgp = await net.raw(`/v2/deltas/${latest}?format=MSGP`);
    expect(msgp.status).toBe(200);
    expect(hex(msgp.bytes)).toBe(hex((await net.raw(`/v2/deltas/${latest}?format=msgpack`)).bytes));
  });
});
