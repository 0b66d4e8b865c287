import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup } from '../../src/compose/buildGroup';
import { composeReducer } from '../../src/compose/composeReducer';
import { newGroupDraft, type GroupDraft } from '../../src/compose/GroupDraft';
import { readSimulation } from '../../src/compose/readSimulation';
import { simulateRequest } from '../../src/pipeline/simulateGroup';
import { builtTransactions } from '../../src/compose/buildGroup';
import { mergeBundles } from '../../src/multisig/mergeBundles';
import { bundleToSignedTransactions, createBundle, signBundle } from '../../src/multisig/MultisigBundle';
import { bundleSentState } from '../../src/multisig/bundleSentState';
import { networkClients } from '../../src/pipeline/networkClients';
import { buildTransaction } from '../../src/txn/buildTransaction';
import { emptyTxnDraft } from '../../src/txn/emptyTxnDraft';
import type { TxnDraft } from '../../src/txn/TxnDraft';
import { StudioKit } from './studioKit';

let kit: StudioKit;

beforeAll(async () => {
  kit = await StudioKit.start();
}, 60_000);

afterAll(async () => {
  await kit?.stop();
});

describe('transaction studio against the sandbox: programs, leases, assets, multisig, simulate', () => {
  it('sends a multisig payment whose signatures were collected separately and merged', async () => {
    const [k1, k2] = [algosdk.generateAccount(), algosdk.generateAccount()];
    const msigParams = { version: 1, threshold: 2, addrs: [k1.addr.toString(), k2.addr.toString()] };
    const msig = algosdk.multisigAddress(msigParams);
    const fund = await kit.draftTxn({ type: 'pay', receiver: msig.toString(), amount: '1' }, kit.rich);
    expect(await kit.send(fund.signTxn(kit.rich.sk), [fund.txID()])).toBeUndefined();
    const spend = buildTransaction(
      {
        ...emptyTxnDraft('pay', msig.toString()),
        receiver: kit.rich.addr.toString(),
        amount: '0.5',
      } as TxnDraft,
      await kit.params(),
    );
    if (!spend.ok) throw new Error('draft');
    const bundle = createBundle(msigParams, [spend.txn]);
    const merged = mergeBundles(signBundle(bundle, k1.sk), signBundle(bundle, k2.sk));
    expect(await kit.send(bundleToSignedTransactions(merged), [spend.txn.txID()])).toBeUndefined();
    expect((await kit.sb.algod.accountInformation(msig).do()).amount).toBe(499_000n);
    // a link to it opened later shows what became of it, not a signing prompt
    const sent = await bundleSentState(kit.sb.algod, undefined, [spend.txn]);
    expect(sent).toMatchObject({ kind: 'committed', txid: spend.txn.txID() });
    expect(sent.kind === 'committed' && sent.round > 0n).toBe(true);
    // the indexer answers alike once algod has forgotten it (asked only after algod's 404)
    const { indexer } = networkClients(kit.sb.profile);
    const found = await indexer?.lookupTransactionByID(spend.txn.txID()).do();
    expect(found?.transaction.confirmedRound).toBe(sent.kind === 'committed' ? sent.round : -1n);
  }, 30_000);

  // go: data/transactions/transaction.go Alive (a transaction past its last valid round is dead)
  it('tells a bundle not sent yet from one whose validity window has passed', async () => {
    const params = await kit.params();
    const draft = { ...emptyTxnDraft('pay', kit.rich.addr.toString()), receiver: kit.rich.addr.toString() };
    const open = buildTransaction({ ...draft, amount: '0' } as TxnDraft, params);
    if (!open.ok) throw new Error('draft');
    expect(await bundleSentState(kit.sb.algod, undefined, [open.txn])).toEqual({ kind: 'open' });
    const round = BigInt(params.firstValid);
    const dead = buildTransaction(
      { ...draft, amount: '0', firstValid: '1', lastValid: '1' } as TxnDraft,
      params,
    );
    if (!dead.ok) throw new Error('draft');
    const state = await bundleSentState(kit.sb.algod, undefined, [dead.txn]);
    expect(state).toMatchObject({ kind: 'expired', lastValid: 1n });
    expect(state.kind === 'expired' && state.round >= round - 1n).toBe(true);
  }, 30_000);

  it('explains an overlapping lease', async () => {
    const lease = algosdk.bytesToBase64(new Uint8Array(32).fill(42));
    const first = await kit.draftTxn(
      { type: 'pay', receiver: kit.rich.addr.toString(), amount: '0', lease, note: 'a' },
      kit.rich,
    );
    const second = await kit.draftTxn(
      { type: 'pay', receiver: kit.rich.addr.toString(), amount: '0', lease, note: 'b' },
      kit.rich,
    );
    expect(await kit.send(first.signTxn(kit.rich.sk), [first.txID()])).toBeUndefined();
    const e = await kit.send(second.signTxn(kit.rich.sk), [second.txID()]);
    expect(e?.kind).toBe('overlappingLease');
    expect(e?.message).toBe(
      `The network rejected transaction 1: another transaction from ${kit.rich.addr.toString()} with the same lease is still valid; wait until it expires or use another lease.`,
    );
  }, 30_000);

  it('explains a frozen asset', async () => {
    const create = await kit.draftTxn({ type: 'acfg', total: '10', defaultFrozen: true }, kit.rich);
    expect(await kit.send(create.signTxn(kit.rich.sk), [create.txID()])).toBeUndefined();
    const asset = String((await algosdk.waitForConfirmation(kit.sb.algod, create.txID(), 5)).assetIndex);
    const holder = await kit.fresh(500_000n);
    const optIn = await kit.draftTxn({ type: 'axfer', mode: 'optIn', assetId: asset }, holder);
    expect(await kit.send(optIn.signTxn(holder.sk), [optIn.txID()])).toBeUndefined();
    const xfer = await kit.draftTxn(
      { type: 'axfer', assetId: asset, receiver: holder.addr.toString(), amount: '1' },
      kit.rich,
    );
    const e = await kit.send(xfer.signTxn(kit.rich.sk), [xfer.txID()]);
    expect(e?.kind).toBe('frozen');
    expect(e?.message).toMatch(
      /^The network rejected transaction 1: (asset \d+ is frozen in [A-Z2-7]{58}|the asset is frozen in the receiver’s account)\.$/,
    );
  }, 30_000);

  it('explains a failing application with its app id and pc, and one that returns false', async () => {
    const clear = await kit.compile('#pragma version 8\nint 1');
    const failing = await kit.draftTxn(
      {
        type: 'appl',
        approvalProgram: await kit.compile('#pragma version 8\nint 0\nassert\nint 1'),
        clearProgram: clear,
      },
      kit.rich,
    );
    const e = await kit.send(failing.signTxn(kit.rich.sk), [failing.txID()]);
    expect(e?.kind).toBe('logicRejected');
    expect(e?.message).toMatch(
      /^The network rejected transaction 1: application \d+ failed at pc \d+: assert failed/,
    );
    expect(typeof e?.rejection.facts.pc).toBe('number');

    const no = await kit.draftTxn(
      { type: 'appl', approvalProgram: await kit.compile('#pragma version 8\nint 0'), clearProgram: clear },
      kit.rich,
    );
    const f = await kit.send(no.signTxn(kit.rich.sk), [no.txID()]);
    expect(f?.kind).toBe('approvalFalse');
  }, 30_000);

  it('confirms why identical transactions cannot share a group: the node takes a txid once', async () => {
    const t = await kit.draftTxn(
      { type: 'pay', receiver: kit.rich.addr.toString(), amount: '0', note: 'twice' },
      kit.rich,
    );
    const u = await kit.draftTxn(
      { type: 'pay', receiver: kit.rich.addr.toString(), amount: '0', note: 'twice' },
      kit.rich,
    );
    const group = algosdk.assignGroupID([t, u]);
    const e = await kit.send(
      group.map((x) => x.signTxn(kit.rich.sk)),
      group.map((x) => x.txID()),
    );
    expect(e?.kind).toBe('alreadyInLedger');
  }, 30_000);

  it('simulates a built group before signing: a passing one, and a failing one named by position', async () => {
    let g: GroupDraft = newGroupDraft('sandbox');
    g = composeReducer(g, {
      type: 'add',
      draft: {
        ...emptyTxnDraft('pay', kit.rich.addr.toString()),
        receiver: kit.rich.addr.toString(),
        amount: '0',
      } as TxnDraft,
    });
    const ok = buildGroup(g, await kit.params());
    if (!ok.ok) throw new Error('build');
    const pass = readSimulation(
      await kit.sb.algod.simulateTransactions(simulateRequest(builtTransactions(ok.built))).do(),
      ok.built.txids,
    );
    expect(pass).toMatchObject({ ok: true, txns: [{ position: 1, txid: ok.built.txids[0] }] });

    g = composeReducer(g, {
      type: 'add',
      draft: {
        ...emptyTxnDraft('appl', kit.rich.addr.toString()),
        approvalProgram: await kit.compile('#pragma version 8\nint 0\nassert\nint 1'),
        clearProgram: await kit.compile('#pragma version 8\nint 1'),
      } as TxnDraft,
    });
    const bad = buildGroup(g, await kit.params());
    if (!bad.ok) throw new Error('build');
    const fail = readSimulation(
      await kit.sb.algod.simulateTransactions(simulateRequest(builtTransactions(bad.built))).do(),
      bad.built.txids,
    );
    expect(fail.ok).toBe(false);
    expect(fail.error?.kind).toBe('logicRejected');
    expect(fail.error?.message).toMatch(
      /^The network rejected transaction 2: application \d+ failed at pc \d+: assert failed/,
    );
  }, 30_000);
});
