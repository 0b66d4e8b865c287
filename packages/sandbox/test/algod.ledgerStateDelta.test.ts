import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGoJson } from '../src/algod/goCodec/encodeGoJson';
import { encodeGoMsgpack } from '../src/algod/goCodec/encodeGoMsgpack';
import { newAccount, type TestAccount } from './support/accounts';
import { createAppTxn } from './support/apps';
import { ADDRESS_KEYS, blockHashAsText, decodeGoMsgpack } from './support/decodeGoMsgpack';
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
const STATE_APP = `#pragma version 10
txn ApplicationID
bz ok
txn OnCompletion
int OptIn
==
bnz optin
byte "g"
int 7
app_global_put
byte "box1"
byte "hi"
box_put
b ok
optin:
txn Sender
byte "l"
int 5
app_local_put
ok:
int 1`;

/*
 * go-algorand v5.0.0 ledger/ledgercore: StateDelta, AccountDeltas, BalanceRecord (Addr + the embedded
 * AccountBaseData and basics.VotingData, accountdata.go), the resource records and their deltas,
 * KvValueDelta, ModifiedCreatable, IncludedTransactions carry no codec tags: go-codec writes every
 * field under its Go name, zero or not, nil maps, slices and pointers as nil.
 */
const GO_FIELDS = {
  delta: [
    'Accts',
    'Creatables',
    'Hdr',
    'KvMods',
    'PrevTimestamp',
    'StateProofNext',
    'Totals',
    'Txids',
    'Txleases',
  ],
  accts: ['Accts', 'AppResources', 'AssetResources'],
  record: [
    'Addr',
    'AuthAddr',
    'IncentiveEligible',
    'LastHeartbeat',
    'LastProposed',
    'MicroAlgos',
    'RewardedMicroAlgos',
    'RewardsBase',
    'SelectionID',
    'StateProofID',
    'Status',
    'TotalAppLocalStates',
    'TotalAppParams',
    'TotalAppSchema',
    'TotalAssetParams',
    'TotalAssets',
    'TotalBoxBytes',
    'TotalBoxes',
    'TotalExtraAppPages',
    'VoteFirstValid',
    'VoteID',
    'VoteKeyDilution',
    'VoteLastValid',
  ],
  app: ['Addr', 'Aidx', 'Params', 'State'],
  asset: ['Addr', 'Aidx', 'Holding', 'Params'],
  kv: ['Data', 'OldData'],
  creatable: ['Created', 'Creator', 'Ctype', 'Ndeltas'],
  txid: ['Intra', 'LastValid'],
};
type Json = Record<string, unknown>;
const keys = (o: unknown) => Object.keys(o as Json);

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

    // The JSON answer has go's field names too, Txleases nil (handlers.go zeroes it; the untagged
    // field is still written, as in the SDK's recorded statedelta_*.json).
    const json = await net.raw(`/v2/deltas/${round}?format=json`);
    expect(json.status).toBe(200);
    expect(Object.keys(json.json as object).sort()).toEqual(
      expect.arrayContaining(['Accts', 'Hdr', 'KvMods', 'PrevTimestamp', 'Totals', 'Txids']),
    );
    expect((json.json as Record<string, unknown>)['Txleases']).toBeNull();
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
    // algod either); the JSON answer has Txleases nil, as go's handler makes it.
    await expect(net.algod.getLedgerStateDelta(round).do()).rejects.toThrow(/type of key/);
    const json = await net.raw(`/v2/deltas/${round}`);
    expect(json.status).toBe(200);
    expect((json.json as Record<string, unknown>)['Txleases']).toBeNull();
  });

  it('writes a payment, an asset create and transfer, and an app call with state and a box as go-codec does', async () => {
    const sp = await net.algod.getTransactionParams().do();
    const other = newAccount();
    /** One group, each transaction signed by its sender; the round it committed in. */
    const commit = async (...pairs: Array<[algosdk.Transaction, TestAccount]>) => {
      const txns = pairs.map(([t]) => t);
      if (txns.length > 1) algosdk.assignGroupID(txns);
      await net.algod.sendRawTransaction(pairs.map(([t, a]) => fastSign(t, a.sk))).do();
      const info = await algosdk.waitForConfirmation(net.algod, txns[0]?.txID() as string, 4);
      return { round: info.confirmedRound as bigint, info };
    };
    const pay = (receiver: string, amount: number) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: net.rich.addr,
        receiver,
        amount,
        suggestedParams: sp,
      });
    /** A kept round's delta (algod keeps the last few), checked in both forms; its JSON. */
    const check = async (round: bigint): Promise<Json> => {
      const msgpack = await net.raw(`/v2/deltas/${round}?format=msgpack`);
      const json = await net.raw(`/v2/deltas/${round}`);
      expect([msgpack.status, json.status]).toEqual([200, 200]);
      // one value, written as go-codec writes it in each form (writers checked on algod's own
      // answer in encodeGoCodec.test.ts): canonical msgpack, and the JSON of the same value
      const tree = decodeGoMsgpack(msgpack.bytes, ADDRESS_KEYS);
      expect(hex(encodeGoMsgpack(tree))).toBe(hex(msgpack.bytes));
      expect(new TextDecoder().decode(json.bytes)).toBe(encodeGoJson(blockHashAsText(tree)));
      // every untagged field, zero or not
      const d = json.json as Json;
      const accts = d['Accts'] as Json;
      expect(keys(d)).toEqual(GO_FIELDS.delta);
      expect(keys(accts)).toEqual(GO_FIELDS.accts);
      for (const r of accts['Accts'] as Json[]) expect(keys(r)).toEqual(GO_FIELDS.record);
      for (const r of (accts['AppResources'] as Json[] | null) ?? []) {
        expect(keys(r)).toEqual(GO_FIELDS.app);
        expect(keys(r['Params'])).toEqual(['Deleted', 'Params']);
        expect(keys(r['State'])).toEqual(['Deleted', 'LocalState']);
      }
      for (const r of (accts['AssetResources'] as Json[] | null) ?? []) {
        expect(keys(r)).toEqual(GO_FIELDS.asset);
        expect(keys(r['Params'])).toEqual(['Deleted', 'Params']);
        expect(keys(r['Holding'])).toEqual(['Deleted', 'Holding']);
      }
      for (const v of Object.values((d['KvMods'] as Json | null) ?? {}))
        expect(keys(v)).toEqual(GO_FIELDS.kv);
      for (const v of Object.values((d['Creatables'] as Json | null) ?? {}))
        expect(keys(v)).toEqual(GO_FIELDS.creatable);
      for (const v of Object.values(d['Txids'] as Json)) expect(keys(v)).toEqual(GO_FIELDS.txid);
      expect(d['Txleases']).toBeNull();
      return d;
    };
    const rounds: Json[] = [];
    rounds.push(await check((await commit([pay(other.addr, 5_000_000), net.rich])).round));
    const acfg = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: net.rich.addr,
      total: 10n,
      decimals: 0,
      defaultFrozen: false,
      unitName: 'GO',
      suggestedParams: sp,
    });
    const created = await commit([acfg, net.rich]);
    rounds.push(await check(created.round));
    const asset = created.info.assetIndex as bigint;
    const axfer = (sender: TestAccount, amount: number) =>
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: sender.addr,
        receiver: other.addr,
        assetIndex: asset,
        amount,
        suggestedParams: sp,
      });
    rounds.push(await check((await commit([axfer(other, 0), other], [axfer(net.rich, 3), net.rich])).round));
    const appl = await commit([
      await createAppTxn(net, net.rich, STATE_APP, { globalInts: 1, localInts: 1 }, sp),
      net.rich,
    ]);
    rounds.push(await check(appl.round));
    const app = appl.info.applicationIndex as bigint;
    const call = (onComplete: algosdk.OnApplicationComplete) =>
      algosdk.makeApplicationCallTxnFromObject({
        sender: other.addr,
        appIndex: app,
        onComplete,
        boxes: [{ appIndex: 0, name: new TextEncoder().encode('box1') }],
        suggestedParams: sp,
      });
    rounds.push(
      await check(
        (
          await commit(
            [pay(algosdk.getApplicationAddress(app).toString(), 1_000_000), net.rich],
            [call(algosdk.OnApplicationComplete.OptInOC), other],
            [call(algosdk.OnApplicationComplete.NoOpOC), other],
          )
        ).round,
      ),
    );

    const at = (i: number) => rounds[i] as Json;
    // nil until something is added (statedelta.go AddCreatable, AddKvMod; AccountDeltas.Upsert*)
    const payment = at(0);
    expect([payment['Creatables'], payment['KvMods'], (payment['Accts'] as Json)['AppResources']]).toEqual([
      null,
      null,
      null,
    ]);
    // an unchanged half of a resource record is {Deleted: false, <value>: nil}
    const transfer = at(2)['Accts'] as Json;
    const holding = (transfer['AssetResources'] as Json[]).find((r) => r['Addr'] === other.addr) as Json;
    expect(holding['Params']).toEqual({ Deleted: false, Params: null });
    expect(holding['Holding']).toEqual({ Deleted: false, Holding: { a: 3 } });
    const calls = at(4);
    const kv = Object.values(calls['KvMods'] as Json)[0];
    expect(kv).toEqual({ Data: Buffer.from('hi').toString('base64'), OldData: null });
    const local = ((calls['Accts'] as Json)['AppResources'] as Json[]).find(
      (r) => r['Addr'] === other.addr,
    ) as Json;
    expect(local['State']).toEqual({
      Deleted: false,
      LocalState: { hsch: { nui: 1 }, tkv: { l: { tt: 2, ui: 5 } } },
    });
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
