import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, builtTransactions } from '../../src/compose/buildGroup';
import { composeReducer } from '../../src/compose/composeReducer';
import { newGroupDraft, type GroupDraft } from '../../src/compose/GroupDraft';
import { emptyTxnDraft } from '../../src/txn/emptyTxnDraft';
import { emptyAccessDraft, type AccessDraft, type AccessKind } from '../../src/txn/readAccessList';
import type { TxnDraft } from '../../src/txn/TxnDraft';
import { StudioKit } from './studioKit';

let kit: StudioKit;

beforeAll(async () => {
  kit = await StudioKit.start();
}, 60_000);

afterAll(async () => {
  await kit?.stop();
});

describe('transaction studio against the sandbox: compose, send, and the catalogue', () => {
  it('composes a group, signs it per position, sends it and sees it committed', async () => {
    const to = algosdk.generateAccount().addr.toString();
    let g: GroupDraft = newGroupDraft('sandbox');
    g = composeReducer(g, {
      type: 'add',
      draft: { ...emptyTxnDraft('pay', kit.rich.addr.toString()), receiver: to, amount: '0.2' } as TxnDraft,
    });
    g = composeReducer(g, {
      type: 'add',
      draft: {
        ...emptyTxnDraft('pay', kit.rich.addr.toString()),
        receiver: to,
        amount: '0.05',
        note: 'second',
      } as TxnDraft,
    });
    const built = buildGroup(g, await kit.params());
    if (!built.ok) throw new Error('build');
    g = composeReducer(g, { type: 'built', built: built.built });
    builtTransactions(built.built).forEach((t, i) => {
      g = composeReducer(g, {
        type: 'signed',
        position: i,
        signedTxn: algosdk.bytesToBase64(t.signTxn(kit.rich.sk)),
      });
    });
    expect(g.status).toBe('signed');
    const status = await kit.sb.algod.status().do();
    g = composeReducer(g, { type: 'submitted', round: status.lastRound });
    expect(
      await kit.send(
        g.signatures.map((s) => algosdk.base64ToBytes(s as string)),
        g.built?.txids ?? [],
      ),
    ).toBeUndefined();
    const info = await algosdk.waitForConfirmation(kit.sb.algod, g.built?.txids[0] as string, 5);
    g = composeReducer(g, { type: 'committed', round: info.confirmedRound as bigint });
    expect(g.status).toBe('committed');
    expect((await kit.sb.algod.accountInformation(to).do()).amount).toBe(250_000n);
  }, 30_000);

  it('builds an app call whose access list (`al`) names every kind of resource, and the node commits it', async () => {
    // go-algorand v5.0.0 data/transactions/application.go ResourceRef (Address, Asset, App, Holding,
    // Locals, Box) and data/transactions/logic/resources.go: what `al` names is available, what it
    // does not is "unavailable"
    const other = algosdk.generateAccount().addr.toString();
    const assetTxn = await kit.draftTxn({ type: 'acfg', total: '5', unitName: 'AL' }, kit.rich);
    await kit.sb.algod.sendRawTransaction(assetTxn.signTxn(kit.rich.sk)).do();
    const asset = (await algosdk.waitForConfirmation(kit.sb.algod, assetTxn.txID(), 5)).assetIndex as bigint;
    const otherApp = await kit.createApp('#pragma version 12\nint 1', '#pragma version 12\nint 1', {
      ints: 0,
      bytes: 0,
    });
    const app = await kit.createApp(
      `#pragma version 12
txn ApplicationID
bz ok
txna ApplicationArgs 0
balance
pop
txna ApplicationArgs 1
btoi
asset_params_get AssetTotal
assert
pop
txna ApplicationArgs 2
btoi
app_params_get AppCreator
assert
pop
txn Sender
txna ApplicationArgs 1
btoi
asset_holding_get AssetBalance
assert
pop
txn Sender
txna ApplicationArgs 2
btoi
app_opted_in
pop
byte "b"
box_len
pop
pop
ok:
int 1`,
      '#pragma version 12\nint 1',
      { ints: 0, bytes: 0 },
    );
    const call = (access: AccessDraft[]) =>
      kit.draftTxn(
        {
          type: 'appl',
          appId: String(app),
          args: [`addr:${other}`, `int:${asset}`, `int:${otherApp}`],
          access,
        },
        kit.rich,
      );
    const entry = (kind: AccessKind, parts: Partial<AccessDraft> = {}): AccessDraft => ({
      ...emptyAccessDraft(kind),
      ...parts,
    });
    const access = [
      entry('address', { address: other }),
      entry('asset', { id: String(asset) }),
      entry('app', { id: String(otherApp) }),
      entry('holding', { id: String(asset) }),
      entry('locals', { id: String(otherApp) }),
      entry('box', { name: 'str:b' }),
    ];
    // without the list, the first resource is unavailable
    const bare = await call([]);
    const refused = await kit.send(bare.signTxn(kit.rich.sk), [bare.txID()]);
    expect(refused?.message).toMatch(/unavailable Account/);
    const txn = await call(access);
    expect(await kit.send(txn.signTxn(kit.rich.sk), [txn.txID()])).toBeUndefined();
    const info = await algosdk.waitForConfirmation(kit.sb.algod, txn.txID(), 5);
    expect(info.confirmedRound).toBeGreaterThan(0n);
    const al = info.txn.txn.applicationCall?.access ?? [];
    expect(al.some((r) => r.holding?.assetIndex === asset)).toBe(true);
    expect(al.some((r) => r.locals?.appIndex === otherApp)).toBe(true);
    expect(al.some((r) => r.box !== undefined && new TextDecoder().decode(r.box.name) === 'b')).toBe(true);
    expect(al.some((r) => r.address?.toString() === other)).toBe(true);
  }, 30_000);

  it('explains an overspend with the shortfall (the fee is taken first, as algod does)', async () => {
    const poor = await kit.fresh(300_000n);
    const t = await kit.draftTxn({ type: 'pay', receiver: kit.rich.addr.toString(), amount: '1' }, poor);
    const e = await kit.send(t.signTxn(poor.sk), [t.txID()]);
    expect(e?.kind).toBe('overspend');
    expect(e?.message).toMatch(
      /^The network rejected transaction 1: .* holds 0\.299 ALGO at that point of the group \(after the fees and payments taken before\), but tried to spend 1 ALGO \(0\.701 ALGO short\)\.$/,
    );
    expect(e?.nodeMessage).toContain('overspend');
  }, 30_000);

  it('explains a balance left below the minimum', async () => {
    const poor = await kit.fresh(300_000n);
    const t = await kit.draftTxn({ type: 'pay', receiver: kit.rich.addr.toString(), amount: '0.25' }, poor);
    const e = await kit.send(t.signTxn(poor.sk), [t.txID()]);
    expect(e?.kind).toBe('belowMinBalance');
    expect(e?.message).toContain('below its minimum balance of 0.1 ALGO');
  }, 30_000);

  it('explains a fee too small, one outside its rounds, and one already in the ledger', async () => {
    const zeroFee = await kit.draftTxn(
      { type: 'pay', receiver: kit.rich.addr.toString(), amount: '0', feeMode: 'flat', flatFee: '0' },
      kit.rich,
    );
    expect((await kit.send(zeroFee.signTxn(kit.rich.sk), [zeroFee.txID()]))?.kind).toBe('feeTooSmall');

    const round = (await kit.sb.algod.status().do()).lastRound;
    const early = await kit.draftTxn(
      {
        type: 'pay',
        receiver: kit.rich.addr.toString(),
        amount: '0',
        firstValid: String(round + 50n),
        lastValid: String(round + 60n),
      },
      kit.rich,
    );
    const dead = await kit.send(early.signTxn(kit.rich.sk), [early.txID()]);
    expect(dead?.kind).toBe('expired');
    expect(dead?.message).toContain(
      `valid only from round ${round + 50n} to round ${round + 60n}, and the network is still at round`,
    );

    const once = await kit.draftTxn(
      { type: 'pay', receiver: kit.rich.addr.toString(), amount: '0', note: 'once' },
      kit.rich,
    );
    expect(await kit.send(once.signTxn(kit.rich.sk), [once.txID()])).toBeUndefined();
    const again = await kit.send(once.signTxn(kit.rich.sk), [once.txID()]);
    expect(again?.kind).toBe('alreadyInLedger');
    expect(again?.position).toBe(1);
  }, 30_000);

  it('explains a receiver not opted in, naming the transaction in a group', async () => {
    const create = await kit.draftTxn({ type: 'acfg', total: '1000', unitName: 'T' }, kit.rich);
    expect(await kit.send(create.signTxn(kit.rich.sk), [create.txID()])).toBeUndefined();
    const info = await algosdk.waitForConfirmation(kit.sb.algod, create.txID(), 5);
    const asset = String(info.assetIndex);
    const stranger = algosdk.generateAccount().addr.toString();
    const note = await kit.draftTxn(
      { type: 'pay', receiver: kit.rich.addr.toString(), amount: '0', note: 'first' },
      kit.rich,
    );
    const xfer = await kit.draftTxn(
      { type: 'axfer', assetId: asset, receiver: stranger, amount: '5' },
      kit.rich,
    );
    const group = algosdk.assignGroupID([note, xfer]);
    const e = await kit.send(
      group.map((t) => t.signTxn(kit.rich.sk)),
      group.map((t) => t.txID()),
    );
    expect(e?.kind).toBe('notOptedIn');
    expect(e?.message).toBe(
      `The network rejected transaction 2: the receiver ${stranger} has not opted in to asset ${asset}.`,
    );
  }, 30_000);

  it('explains a signature by the wrong key', async () => {
    const other = algosdk.generateAccount();
    const t = await kit.draftTxn({ type: 'pay', receiver: kit.rich.addr.toString(), amount: '0' }, kit.rich);
    const e = await kit.send(t.signTxn(other.sk), [t.txID()]);
    expect(e?.kind).toBe('wrongSigner');
    expect(e?.message).toContain(`but ${other.addr.toString()} signed it`);
  }, 30_000);
});
