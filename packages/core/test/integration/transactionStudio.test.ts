import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeRejectionError } from '../../src/catalogue/NodeRejectionError';
import { buildGroup, builtTransactions } from '../../src/compose/buildGroup';
import { composeReducer } from '../../src/compose/composeReducer';
import { newGroupDraft, type GroupDraft } from '../../src/compose/GroupDraft';
import { createBundle, bundleToSignedTransactions, signBundle } from '../../src/multisig/MultisigBundle';
import { mergeBundles } from '../../src/multisig/mergeBundles';
import { buildTransaction } from '../../src/txn/buildTransaction';
import { emptyTxnDraft } from '../../src/txn/emptyTxnDraft';
import type { TxnDraft } from '../../src/txn/TxnDraft';
import {
  fundedAccount,
  nodeMessageOf,
  startSandboxProcess,
  type SandboxProcess,
} from './startSandboxProcess';

let sb: SandboxProcess;
let rich: algosdk.Account;

beforeAll(async () => {
  sb = await startSandboxProcess();
  rich = await fundedAccount(sb.kmd);
}, 60_000);

afterAll(async () => {
  await sb?.stop();
});

async function params(): Promise<algosdk.SuggestedParams> {
  return sb.algod.getTransactionParams().do();
}

async function draftTxn(
  fields: Partial<TxnDraft> & { type: TxnDraft['type'] },
  sender: algosdk.Account,
): Promise<algosdk.Transaction> {
  const r = buildTransaction(
    { ...emptyTxnDraft(fields.type, sender.addr.toString()), ...fields } as TxnDraft,
    await params(),
  );
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.txn;
}

/** Sends signed bytes; returns the catalogue's error when the node refuses. */
async function send(
  signed: Uint8Array | Uint8Array[],
  txids: string[],
): Promise<NodeRejectionError | undefined> {
  try {
    await sb.algod.sendRawTransaction(signed).do();
    return undefined;
  } catch (e) {
    return NodeRejectionError.fromNodeMessage(nodeMessageOf(e), { txids });
  }
}

async function fresh(microAlgos: bigint): Promise<algosdk.Account> {
  const acct = algosdk.generateAccount();
  const fund = await draftTxn(
    { type: 'pay', receiver: acct.addr.toString(), amount: (Number(microAlgos) / 1e6).toString() },
    rich,
  );
  expect(await send(fund.signTxn(rich.sk), [fund.txID()])).toBeUndefined();
  return acct;
}

describe('transaction studio against the sandbox', () => {
  it('composes a group, signs it per position, sends it and sees it committed', async () => {
    const to = algosdk.generateAccount().addr.toString();
    let g: GroupDraft = newGroupDraft('sandbox');
    g = composeReducer(g, {
      type: 'add',
      draft: { ...emptyTxnDraft('pay', rich.addr.toString()), receiver: to, amount: '0.2' } as TxnDraft,
    });
    g = composeReducer(g, {
      type: 'add',
      draft: {
        ...emptyTxnDraft('pay', rich.addr.toString()),
        receiver: to,
        amount: '0.05',
        note: 'second',
      } as TxnDraft,
    });
    const built = buildGroup(g, await params());
    if (!built.ok) throw new Error('build');
    g = composeReducer(g, { type: 'built', built: built.built });
    builtTransactions(built.built).forEach((t, i) => {
      g = composeReducer(g, {
        type: 'signed',
        position: i,
        signedTxn: algosdk.bytesToBase64(t.signTxn(rich.sk)),
      });
    });
    expect(g.status).toBe('signed');
    const status = await sb.algod.status().do();
    g = composeReducer(g, { type: 'submitted', round: status.lastRound });
    expect(
      await send(
        g.signatures.map((s) => algosdk.base64ToBytes(s as string)),
        g.built?.txids ?? [],
      ),
    ).toBeUndefined();
    const info = await algosdk.waitForConfirmation(sb.algod, g.built?.txids[0] as string, 5);
    g = composeReducer(g, { type: 'committed', round: info.confirmedRound as bigint });
    expect(g.status).toBe('committed');
    expect((await sb.algod.accountInformation(to).do()).amount).toBe(250_000n);
  }, 30_000);

  it('explains an overspend with the shortfall (the fee is taken first, as algod does)', async () => {
    const poor = await fresh(300_000n);
    const t = await draftTxn({ type: 'pay', receiver: rich.addr.toString(), amount: '1' }, poor);
    const e = await send(t.signTxn(poor.sk), [t.txID()]);
    expect(e?.kind).toBe('overspend');
    expect(e?.message).toMatch(
      /^The network rejected transaction 1: .* holds 0\.299 ALGO but tried to spend 1 ALGO \(0\.701 ALGO short\)\.$/,
    );
    expect(e?.nodeMessage).toContain('overspend');
  }, 30_000);

  it('explains a balance left below the minimum', async () => {
    const poor = await fresh(300_000n);
    const t = await draftTxn({ type: 'pay', receiver: rich.addr.toString(), amount: '0.25' }, poor);
    const e = await send(t.signTxn(poor.sk), [t.txID()]);
    expect(e?.kind).toBe('belowMinBalance');
    expect(e?.message).toContain('below its minimum balance of 0.1 ALGO');
  }, 30_000);

  it('explains a fee too small, one outside its rounds, and one already in the ledger', async () => {
    const zeroFee = await draftTxn(
      { type: 'pay', receiver: rich.addr.toString(), amount: '0', feeMode: 'flat', flatFee: '0' },
      rich,
    );
    expect((await send(zeroFee.signTxn(rich.sk), [zeroFee.txID()]))?.kind).toBe('feeTooSmall');

    const round = (await sb.algod.status().do()).lastRound;
    const early = await draftTxn(
      {
        type: 'pay',
        receiver: rich.addr.toString(),
        amount: '0',
        firstValid: String(round + 50n),
        lastValid: String(round + 60n),
      },
      rich,
    );
    const dead = await send(early.signTxn(rich.sk), [early.txID()]);
    expect(dead?.kind).toBe('expired');
    expect(dead?.message).toContain(
      `valid only from round ${round + 50n} to round ${round + 60n}, and the network is still at round`,
    );

    const once = await draftTxn(
      { type: 'pay', receiver: rich.addr.toString(), amount: '0', note: 'once' },
      rich,
    );
    expect(await send(once.signTxn(rich.sk), [once.txID()])).toBeUndefined();
    const again = await send(once.signTxn(rich.sk), [once.txID()]);
    expect(again?.kind).toBe('alreadyInLedger');
    expect(again?.position).toBe(1);
  }, 30_000);

  it('explains a receiver not opted in, naming the transaction in a group', async () => {
    const create = await draftTxn({ type: 'acfg', total: '1000', unitName: 'T' }, rich);
    expect(await send(create.signTxn(rich.sk), [create.txID()])).toBeUndefined();
    const info = await algosdk.waitForConfirmation(sb.algod, create.txID(), 5);
    const asset = String(info.assetIndex);
    const stranger = algosdk.generateAccount().addr.toString();
    const note = await draftTxn(
      { type: 'pay', receiver: rich.addr.toString(), amount: '0', note: 'first' },
      rich,
    );
    const xfer = await draftTxn({ type: 'axfer', assetId: asset, receiver: stranger, amount: '5' }, rich);
    const group = algosdk.assignGroupID([note, xfer]);
    const e = await send(
      group.map((t) => t.signTxn(rich.sk)),
      group.map((t) => t.txID()),
    );
    expect(e?.kind).toBe('notOptedIn');
    expect(e?.message).toBe(
      `The network rejected transaction 2: the receiver ${stranger} has not opted in to asset ${asset}.`,
    );
  }, 30_000);

  it('explains a signature by the wrong key', async () => {
    const other = algosdk.generateAccount();
    const t = await draftTxn({ type: 'pay', receiver: rich.addr.toString(), amount: '0' }, rich);
    const e = await send(t.signTxn(other.sk), [t.txID()]);
    expect(e?.kind).toBe('wrongSigner');
    expect(e?.message).toContain(`but ${other.addr.toString()} signed it`);
  }, 30_000);

  it('sends a multisig payment whose signatures were collected separately and merged', async () => {
    const [k1, k2] = [algosdk.generateAccount(), algosdk.generateAccount()];
    const msigParams = { version: 1, threshold: 2, addrs: [k1.addr.toString(), k2.addr.toString()] };
    const msig = algosdk.multisigAddress(msigParams);
    const fund = await draftTxn({ type: 'pay', receiver: msig.toString(), amount: '1' }, rich);
    expect(await send(fund.signTxn(rich.sk), [fund.txID()])).toBeUndefined();
    const spend = buildTransaction(
      { ...emptyTxnDraft('pay', msig.toString()), receiver: rich.addr.toString(), amount: '0.5' } as TxnDraft,
      await params(),
    );
    if (!spend.ok) throw new Error('draft');
    const bundle = createBundle(msigParams, [spend.txn]);
    const merged = mergeBundles(signBundle(bundle, k1.sk), signBundle(bundle, k2.sk));
    expect(await send(bundleToSignedTransactions(merged), [spend.txn.txID()])).toBeUndefined();
    expect((await sb.algod.accountInformation(msig).do()).amount).toBe(499_000n);
  }, 30_000);

  it('explains an overlapping lease', async () => {
    const lease = algosdk.bytesToBase64(new Uint8Array(32).fill(42));
    const first = await draftTxn({ type: 'pay', receiver: rich.addr.toString(), amount: '0', lease, note: 'a' }, rich);
    const second = await draftTxn({ type: 'pay', receiver: rich.addr.toString(), amount: '0', lease, note: 'b' }, rich);
    expect(await send(first.signTxn(rich.sk), [first.txID()])).toBeUndefined();
    const e = await send(second.signTxn(rich.sk), [second.txID()]);
    expect(e?.kind).toBe('overlappingLease');
    expect(e?.message).toBe(
      `The network rejected transaction 1: another transaction from ${rich.addr.toString()} with the same lease is still valid; wait until it expires or use another lease.`,
    );
  }, 30_000);

  it('explains a frozen asset', async () => {
    const create = await draftTxn({ type: 'acfg', total: '10', defaultFrozen: true }, rich);
    expect(await send(create.signTxn(rich.sk), [create.txID()])).toBeUndefined();
    const asset = String((await algosdk.waitForConfirmation(sb.algod, create.txID(), 5)).assetIndex);
    const holder = await fresh(500_000n);
    const optIn = await draftTxn({ type: 'axfer', mode: 'optIn', assetId: asset }, holder);
    expect(await send(optIn.signTxn(holder.sk), [optIn.txID()])).toBeUndefined();
    const xfer = await draftTxn({ type: 'axfer', assetId: asset, receiver: holder.addr.toString(), amount: '1' }, rich);
    const e = await send(xfer.signTxn(rich.sk), [xfer.txID()]);
    expect(e?.kind).toBe('frozen');
    expect(e?.message).toMatch(/^The network rejected transaction 1: (asset \d+ is frozen in [A-Z2-7]{58}|the asset is frozen in the receiver’s account)\.$/);
  }, 30_000);

  it('explains a failing application with its app id and pc, and one that returns false', async () => {
    const compile = async (src: string) => algosdk.bytesToBase64(algosdk.base64ToBytes((await sb.algod.compile(src).do()).result));
    const clear = await compile('#pragma version 8\nint 1');
    const failing = await draftTxn({ type: 'appl', approvalProgram: await compile('#pragma version 8\nint 0\nassert\nint 1'), clearProgram: clear }, rich);
    const e = await send(failing.signTxn(rich.sk), [failing.txID()]);
    expect(e?.kind).toBe('logicRejected');
    expect(e?.message).toMatch(/^The network rejected transaction 1: application \d+ failed at pc \d+: assert failed/);
    expect(typeof e?.rejection.facts.pc).toBe('number');

    const no = await draftTxn({ type: 'appl', approvalProgram: await compile('#pragma version 8\nint 0'), clearProgram: clear }, rich);
    const f = await send(no.signTxn(rich.sk), [no.txID()]);
    expect(f?.kind).toBe('approvalFalse');
  }, 30_000);
});
