import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComposeSession } from '../../src/compose/ComposeSession';
import { memoryDraftStorage } from '../../src/compose/memoryDraftStorage';
import { simulateBuilt } from '../../src/compose/simulateBuilt';
import { PopulateError } from '../../src/contracts/PopulateError';
import { emptyTxnDraft } from '../../src/txn/emptyTxnDraft';
import type { ApplDraft } from '../../src/txn/TxnDraft';
import { prepareAppCalls } from '../../src/contracts/prepareAppCalls';
import { StudioKit } from './studioKit';

/**
 * Populating resources and covering inner fees from one simulate, against the real sandbox: what
 * prepareAppCalls adds is what the chain then takes (each prepared group is signed and committed),
 * and what it leaves alone the chain refuses (the same group unprepared is refused).
 */

/** A v10 app: `pay <addr>` pays it 0.1 ALGO twice (fees left to the pool), `bal <addr>` reads a
 * balance, `box <name>` writes a box, `hold <addr> <asset>` a holding, `local <addr> <app>` a local
 * state, `call <app> <addr>` calls another app's `pay`; all unnamed. */
const TOOLBOX = `#pragma version 10
txn ApplicationID
bz ok
txna ApplicationArgs 0
byte "pay"
==
bnz pay
txna ApplicationArgs 0
byte "bal"
==
bnz bal
txna ApplicationArgs 0
byte "box"
==
bnz box
txna ApplicationArgs 0
byte "hold"
==
bnz hold
txna ApplicationArgs 0
byte "local"
==
bnz local
txna ApplicationArgs 0
byte "call"
==
bnz call
err
pay:
itxn_begin
int pay
itxn_field TypeEnum
txna ApplicationArgs 1
itxn_field Receiver
int 100000
itxn_field Amount
int 0
itxn_field Fee
itxn_next
int pay
itxn_field TypeEnum
txna ApplicationArgs 1
itxn_field Receiver
int 100000
itxn_field Amount
int 0
itxn_field Fee
itxn_submit
b ok
bal:
txna ApplicationArgs 1
balance
pop
b ok
box:
txna ApplicationArgs 1
byte "v"
box_put
b ok
hold:
txna ApplicationArgs 1
txna ApplicationArgs 2
btoi
asset_holding_get AssetBalance
pop
pop
b ok
local:
txna ApplicationArgs 1
txna ApplicationArgs 2
btoi
byte "k"
app_local_get_ex
pop
pop
b ok
call:
itxn_begin
int appl
itxn_field TypeEnum
txna ApplicationArgs 1
btoi
itxn_field ApplicationID
byte "pay"
itxn_field ApplicationArgs
txna ApplicationArgs 2
itxn_field ApplicationArgs
int 0
itxn_field Fee
itxn_submit
ok:
int 1
`;

const enc = (s: string) => new TextEncoder().encode(s);
const u64 = (n: bigint) => algosdk.encodeUint64(n);

let kit: StudioKit;
let appA: bigint;
let appB: bigint;
let asset: bigint;
let otherApp: bigint;
let minFee: bigint;

async function commit(txns: algosdk.Transaction[], signer = kit.rich) {
  const refused = await kit.send(
    txns.map((t) => t.signTxn(signer.sk)),
    txns.map((t) => t.txID()),
  );
  if (refused) return refused;
  await algosdk.waitForConfirmation(kit.sb.algod, txns[txns.length - 1]!.txID(), 10);
  return undefined;
}

async function createApp(): Promise<bigint> {
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: kit.rich.addr,
    approvalProgram: algosdk.base64ToBytes(await kit.compile(TOOLBOX)),
    clearProgram: algosdk.base64ToBytes(await kit.compile('#pragma version 10\nint 1\n')),
    numGlobalByteSlices: 0,
    numGlobalInts: 0,
    numLocalByteSlices: 0,
    numLocalInts: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await kit.params(),
  });
  const refused = await commit([create]);
  if (refused) throw refused;
  const info = await kit.sb.algod.pendingTransactionInformation(create.txID()).do();
  const id = info.applicationIndex ?? 0n;
  // the app's account pays inner transactions and holds boxes
  const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: kit.rich.addr,
    receiver: algosdk.getApplicationAddress(id),
    amount: 10_000_000,
    suggestedParams: await kit.params(),
  });
  const r = await commit([fund]);
  if (r) throw r;
  return id;
}

async function call(
  app: bigint,
  args: Uint8Array[],
  extra: Partial<Parameters<typeof algosdk.makeApplicationCallTxnFromObject>[0]> = {},
) {
  return algosdk.makeApplicationCallTxnFromObject({
    sender: kit.rich.addr,
    appIndex: app,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    appArgs: args,
    suggestedParams: await kit.params(),
    ...extra,
  });
}

beforeAll(async () => {
  kit = await StudioKit.start();
  minFee = BigInt((await kit.params()).minFee);
  appA = await createApp();
  appB = await createApp();
  otherApp = await createApp();
  const acfg = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: kit.rich.addr,
    total: 10,
    decimals: 0,
    defaultFrozen: false,
    suggestedParams: await kit.params(),
  });
  const refused = await commit([acfg]);
  if (refused) throw refused;
  asset = (await kit.sb.algod.pendingTransactionInformation(acfg.txID()).do()).assetIndex ?? 0n;
}, 120_000);

afterAll(async () => {
  await kit?.stop();
});

describe('covering inner fees', () => {
  // go: data/transactions/logic/eval.go (an inner transaction's fee 0 draws on the group's fee
  // credit) and ledger/eval "fee too small" when the credit runs out
  it('raises a call making two inner payments to three minimum fees, and the chain takes it', async () => {
    const receiver = algosdk.generateAccount().addr.toString();
    const txns = [await call(appA, [enc('pay'), algosdk.decodeAddress(receiver).publicKey])];
    const unprepared = await kit.send(
      txns.map((t) => t.signTxn(kit.rich.sk)),
      [txns[0]!.txID()],
    );
    expect(unprepared?.nodeMessage).toMatch(/fee too small|unavailable Account/);

    const prepared = await prepareAppCalls(kit.sb.algod, txns, {
      populateResources: true,
      coverInnerFees: { maxFee: 10n * minFee },
    });
    expect(prepared.changes[0]?.fee).toEqual({ from: minFee, to: 3n * minFee, inners: 2 });
    expect(prepared.changes[0]?.added.accounts).toEqual([receiver]);
    expect(await commit(prepared.txns)).toBeUndefined();
  });

  it('a call to another app whose call pays twice covers all three inner transactions', async () => {
    const receiver = algosdk.generateAccount().addr.toString();
    const txns = [await call(appA, [enc('call'), u64(appB), algosdk.decodeAddress(receiver).publicKey])];
    const prepared = await prepareAppCalls(kit.sb.algod, txns, {
      populateResources: true,
      coverInnerFees: { maxFee: 10n * minFee },
    });
    expect(prepared.changes[0]?.fee).toEqual({ from: minFee, to: 4n * minFee, inners: 3 });
    expect(prepared.changes[0]?.added.apps).toEqual([appB]);
    expect(prepared.changes[0]?.added.accounts).toEqual([receiver]);
    expect(await commit(prepared.txns)).toBeUndefined();
  });

  it("a payment's surplus fee in the group pays for the inner transactions: nothing is raised", async () => {
    const receiver = algosdk.generateAccount().addr.toString();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: kit.rich.addr,
      receiver: algosdk.getApplicationAddress(appA),
      amount: 0,
      suggestedParams: { ...(await kit.params()), flatFee: true, fee: 3n * minFee },
    });
    const txns = algosdk.assignGroupID([
      pay,
      await call(appA, [enc('pay'), algosdk.decodeAddress(receiver).publicKey], { accounts: [receiver] }),
    ]);
    const prepared = await prepareAppCalls(kit.sb.algod, txns, {
      populateResources: true,
      coverInnerFees: { maxFee: 10n * minFee },
    });
    expect(prepared.changed).toBe(false);
    expect(await commit(prepared.txns)).toBeUndefined();
  });

  it('refuses to go above the most the person allows, saying what the call needs', async () => {
    const receiver = algosdk.generateAccount().addr.toString();
    const txns = [await call(appA, [enc('pay'), algosdk.decodeAddress(receiver).publicKey])];
    const err = await prepareAppCalls(kit.sb.algod, txns, {
      populateResources: true,
      coverInnerFees: { maxFee: 2n * minFee },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PopulateError);
    expect((err as PopulateError).code).toBe('max-fee');
    expect((err as PopulateError).message).toMatch(/most allowed \(0\.002 ALGO a call\)/);
  });

  it('without covering, a call whose inner transactions lack fees is refused, saying so', async () => {
    const receiver = algosdk.generateAccount().addr.toString();
    const txns = [await call(appA, [enc('pay'), algosdk.decodeAddress(receiver).publicKey])];
    const err = await prepareAppCalls(kit.sb.algod, txns, { populateResources: true }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(PopulateError);
    expect((err as PopulateError).code).toBe('simulate-failed');
    expect((err as PopulateError).message).toMatch(/group fee 0\.0A too small \(needs 2mA more\)/);
  });
});

describe('populating resources', () => {
  // go: ledger/simulation/resources.go (what allow-unnamed-resources reports) and
  // data/transactions/logic/resources.go (what a named reference makes available)
  it('names a holding: the account and asset in one call', async () => {
    const holder = algosdk.generateAccount().addr.toString();
    const txns = [await call(appA, [enc('hold'), algosdk.decodeAddress(holder).publicKey, u64(asset)])];
    const prepared = await prepareAppCalls(kit.sb.algod, txns, { populateResources: true });
    expect(prepared.changes[0]?.added).toMatchObject({ accounts: [holder], assets: [asset] });
    expect(await commit(txns)).toMatchObject({ nodeMessage: expect.stringMatching(/unavailable/) });
    expect(await commit(prepared.txns)).toBeUndefined();
  });

  it('names a local state of another app, and a box beside its app', async () => {
    const who = algosdk.generateAccount().addr.toString();
    const local = await call(appA, [enc('local'), algosdk.decodeAddress(who).publicKey, u64(otherApp)]);
    const box = await call(appA, [enc('box'), enc('b1')], { note: enc('box') });
    const txns = algosdk.assignGroupID([local, box]);
    const prepared = await prepareAppCalls(kit.sb.algod, txns, { populateResources: true });
    const added = prepared.changes.map((c) => c.added);
    // the local state's account and app go together; the box goes to a call of its own app (0: the called app)
    const withLocal = added.find((a) => a.accounts.includes(who));
    expect(withLocal?.apps).toContain(otherApp);
    expect(added.flatMap((a) => a.boxes).map((b) => new TextDecoder().decode(b.name))).toContain('b1');
    expect(await commit(prepared.txns)).toBeUndefined();
  });

  it('a call with an access list gets its entries in `al`', async () => {
    const who = algosdk.generateAccount().addr.toString();
    const txns = [
      await call(appA, [enc('hold'), algosdk.decodeAddress(who).publicKey, u64(asset)], {
        access: [{ appIndex: otherApp }],
      }),
    ];
    const prepared = await prepareAppCalls(kit.sb.algod, txns, { populateResources: true });
    const added = prepared.changes[0]?.added;
    expect(added?.accounts).toEqual([]);
    expect(added?.access).toEqual([{ kind: 'holding', address: who, id: asset }]);
    const access = prepared.txns[0]?.applicationCall?.access ?? [];
    expect(access.some((r) => r.holding?.assetIndex === asset)).toBe(true);
    expect(await commit(prepared.txns)).toBeUndefined();
  });

  it('when nothing is missing, the group comes back unchanged', async () => {
    const txns = [await call(appA, [enc('bal'), algosdk.decodeAddress(kit.rich.addr.toString()).publicKey])];
    const prepared = await prepareAppCalls(kit.sb.algod, txns, {
      populateResources: true,
      coverInnerFees: { maxFee: 10n * minFee },
    });
    expect(prepared.changed).toBe(false);
    expect(prepared.txns[0]?.txID()).toBe(txns[0]?.txID());
  });
});

describe('the studio prepares app calls at Build', () => {
  it('adds the receiver and the inner fees to the draft, shows them, and Undo takes them back', async () => {
    const session = new ComposeSession({
      network: 'sandbox',
      storage: memoryDraftStorage(),
      algod: kit.sb.algod,
    });
    await session.start();
    const receiver = algosdk.generateAccount().addr.toString();
    const typed: ApplDraft = {
      ...(emptyTxnDraft('appl', kit.rich.addr.toString()) as ApplDraft),
      appId: String(appA),
      args: ['str:pay', `addr:${receiver}`],
    };
    session.dispatch({ type: 'add', draft: typed });
    await session.build();
    const snap = session.getSnapshot();
    expect(snap.notice).toBeUndefined();
    expect(snap.prepared?.changes).toEqual([
      {
        position: 1,
        change: {
          added: { accounts: [receiver], apps: [], assets: [], boxes: [], access: [] },
          fee: { from: minFee, to: 3n * minFee, inners: 2 },
        },
      },
    ]);
    const draft = session.group.entries[0]?.draft as ApplDraft;
    expect(draft).toMatchObject({ accounts: [receiver], feeMode: 'flat', flatFee: '0.003' });
    expect(session.group.status).toBe('built');
    const sim = await simulateBuilt(kit.sb.algod, session.group.built!);
    expect(sim.kind === 'done' && sim.report.ok).toBe(true);

    await session.undoPrepared();
    expect(session.group.entries[0]?.draft).toEqual(typed);
    expect(session.getSnapshot().prepare).toMatchObject({ populateResources: false, coverInnerFees: false });
    expect(session.getSnapshot().prepared).toBeUndefined();
    const again = await simulateBuilt(kit.sb.algod, session.group.built!);
    expect(again.kind === 'done' && again.report.ok).toBe(false);
  }, 30_000);

  it('says why nothing was added when the maximum is too low, and builds the group as written', async () => {
    const session = new ComposeSession({
      network: 'sandbox',
      storage: memoryDraftStorage(),
      algod: kit.sb.algod,
    });
    await session.start();
    const receiver = algosdk.generateAccount().addr.toString();
    session.dispatch({
      type: 'add',
      draft: {
        ...(emptyTxnDraft('appl', kit.rich.addr.toString()) as ApplDraft),
        appId: String(appA),
        args: ['str:pay', `addr:${receiver}`],
        accounts: [receiver],
      },
    });
    session.setPrepare({ maxFee: '0.002' });
    await session.build();
    expect(session.getSnapshot().notice).toMatch(
      /^Nothing was added to the app calls: Even at the most allowed \(0\.002 ALGO a call\), the fees are too small/,
    );
    expect(session.group.status).toBe('built');
    expect(session.getSnapshot().prepared).toBeUndefined();
  }, 30_000);
});
