import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup } from '../../src/compose/buildGroup';
import { groupBalanceEffect } from '../../src/fees/groupBalanceEffect';
import { ComposeSession } from '../../src/compose/ComposeSession';
import { memoryDraftStorage } from '../../src/compose/memoryDraftStorage';
import { composeReducer } from '../../src/compose/composeReducer';
import { newGroupDraft } from '../../src/compose/GroupDraft';
import { simulateBuilt } from '../../src/compose/simulateBuilt';
import { buildAppCall } from '../../src/contracts/buildAppCall';
import { simulateAppCall } from '../../src/contracts/simulateAppCall';
import { emptyTxnDraft } from '../../src/txn/emptyTxnDraft';
import type { ApplDraft, TxnDraft } from '../../src/txn/TxnDraft';
import { SPIN_CLEAR_TEAL, SPIN_TEAL, spinMethod as method } from './spinContract';
import { StudioKit } from './studioKit';

/**
 * What simulate predicts is what the chain does: a write call gets the budget it will have when
 * sent (not readonly's extra), and a rekeyed sender is simulated as its auth address signs.
 */

let kit: StudioKit;
let appId: bigint;

beforeAll(async () => {
  kit = await StudioKit.start();
  const approval = algosdk.base64ToBytes(await kit.compile(SPIN_TEAL));
  const clear = algosdk.base64ToBytes(await kit.compile(SPIN_CLEAR_TEAL));
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: kit.rich.addr,
    approvalProgram: approval,
    clearProgram: clear,
    numGlobalByteSlices: 0,
    numGlobalInts: 0,
    numLocalByteSlices: 0,
    numLocalInts: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await kit.params(),
  });
  const refused = await kit.send(create.signTxn(kit.rich.sk), [create.txID()]);
  if (refused) throw refused;
  const info = await algosdk.waitForConfirmation(kit.sb.algod, create.txID(), 10);
  appId = info.applicationIndex ?? 0n;
}, 90_000);

afterAll(async () => {
  await kit?.stop();
});

async function call(name: 'burn' | 'peek', n: bigint, sender = kit.rich.addr.toString()) {
  return buildAppCall(
    { appId, sender, onComplete: 'NoOp', method: method(name, name === 'peek'), args: [{ value: n }] },
    await kit.params(),
  );
}

describe('simulateAppCall: the budget a call will have', () => {
  // go: data/transactions/logic/eval.go EvalContract (a call's pooled budget is 700 per app call
  // of the group) and ledger/simulation/simulator.go (extra budget only when asked for)
  it('a write call over 700 opcodes fails in simulate as it fails when sent', async () => {
    const txns = await call('burn', 200n);
    const sim = await simulateAppCall(kit.sb.algod, txns, { readonly: false });
    expect(sim.report.ok).toBe(false);
    expect(sim.report.error?.nodeMessage).toMatch(/dynamic cost budget exceeded/);
    const sent = await kit.send(
      txns.map((t) => t.signTxn(kit.rich.sk)),
      txns.map((t) => t.txID()),
    );
    expect(sent?.nodeMessage).toMatch(/dynamic cost budget exceeded/);
  });

  it('a write call within the budget passes and reports what it used', async () => {
    const sim = await simulateAppCall(kit.sb.algod, await call('burn', 10n), { readonly: false });
    expect(sim.report.ok).toBe(true);
    expect(sim.report.appBudgetConsumed).toBeLessThanOrEqual(700);
  });

  it('two app calls in a group pool their budget: 150 turns fit in 1,400 opcodes', async () => {
    const [first] = await call('burn', 150n);
    const [second] = await call('burn', 0n);
    const group = algosdk.assignGroupID([first!, second!]);
    const sim = await simulateAppCall(kit.sb.algod, group, { readonly: false });
    expect(sim.report.ok).toBe(true);
    expect(sim.report.appBudgetConsumed).toBeGreaterThan(700);
    expect(sim.report.appBudgetConsumed).toBeLessThanOrEqual(1400);
  });

  it('a readonly call gets the extra budget and answers', async () => {
    const sim = await simulateAppCall(kit.sb.algod, await call('peek', 200n), { readonly: true });
    expect(sim.report.ok).toBe(true);
    expect(sim.report.appBudgetConsumed).toBeGreaterThan(700);
  });
});

describe('the studio: the budget a call will have, with app calls prepared at Build', () => {
  // go: data/transactions/logic/eval.go EvalContract; preparing (populate, cover fees) adds no budget
  it('burn(200) over 700 opcodes fails in the studio simulate and nothing is added to it', async () => {
    const session = new ComposeSession({
      network: 'sandbox',
      storage: memoryDraftStorage(),
      algod: kit.sb.algod,
    });
    await session.start();
    const selector = algosdk.bytesToHex(algosdk.ABIMethod.fromSignature('burn(uint64)void').getSelector());
    session.dispatch({
      type: 'add',
      draft: {
        ...(emptyTxnDraft('appl', kit.rich.addr.toString()) as ApplDraft),
        appId: String(appId),
        args: [`hex:${selector}`, 'int:200'],
      },
    });
    await session.build();
    expect(session.getSnapshot().prepared).toBeUndefined();
    expect(session.getSnapshot().notice).toBeUndefined();
    const state = await simulateBuilt(kit.sb.algod, session.group.built!);
    expect(state.kind === 'done' && state.report.ok).toBe(false);
    if (state.kind === 'done')
      expect(state.report.error?.nodeMessage).toMatch(/dynamic cost budget exceeded/);
  }, 30_000);
});

describe('a rekeyed sender is simulated as its auth address signs', () => {
  let d: algosdk.Account;
  let e: algosdk.Account;

  beforeAll(async () => {
    d = await kit.fresh(1_000_000n);
    e = algosdk.generateAccount();
    const rekey = await kit.draftTxn(
      { type: 'pay', receiver: d.addr.toString(), amount: '0', rekeyTo: e.addr.toString() },
      d,
    );
    const refused = await kit.send(rekey.signTxn(d.sk), [rekey.txID()]);
    if (refused) throw refused;
    await algosdk.waitForConfirmation(kit.sb.algod, rekey.txID(), 10);
  }, 30_000);

  // go: ledger/simulation/simulator.go simulateWithTracer (FixSigners takes the auth address)
  it('the studio: a payment from a rekeyed sender simulates as it will commit', async () => {
    let g = newGroupDraft('sandbox');
    g = composeReducer(g, {
      type: 'add',
      draft: {
        ...emptyTxnDraft('pay', d.addr.toString()),
        receiver: kit.rich.addr.toString(),
        amount: '0.1',
      } as TxnDraft,
    });
    const r = buildGroup(g, await kit.params());
    if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
    const state = await simulateBuilt(kit.sb.algod, r.built);
    expect(state.kind).toBe('done');
    if (state.kind !== 'done') return;
    expect(state.report.error?.message).toBeUndefined();
    expect(state.report.ok).toBe(true);
  });

  it('the lab: a call from a rekeyed sender simulates as it will commit', async () => {
    const sim = await simulateAppCall(kit.sb.algod, await call('burn', 1n, d.addr.toString()), {
      readonly: false,
    });
    expect(sim.report.error?.message).toBeUndefined();
    expect(sim.report.ok).toBe(true);
  });
});

describe('an unfunded receiver: paid less than the minimum an account must hold', () => {
  // go: data/basics/userBalance.go MinBalance (a never-seen account, once paid, is held to 0.1 ALGO)
  // and ledger/eval (the group is refused when an account ends below it)
  const fresh = () => algosdk.generateAccount().addr.toString();

  it('the studio: the preview warns and simulate fails as the node refuses it', async () => {
    const receiver = fresh();
    let g = newGroupDraft('sandbox');
    g = composeReducer(g, {
      type: 'add',
      draft: { ...emptyTxnDraft('pay', kit.rich.addr.toString()), receiver, amount: '0.05' } as TxnDraft,
    });
    const r = buildGroup(g, await kit.params());
    if (!r.ok) throw new Error(JSON.stringify(r.fieldErrors));
    const txns = r.txns;
    const effect = groupBalanceEffect(txns, {
      accounts: new Map([
        [kit.rich.addr.toString(), { balance: 10n ** 12n, minBalance: 100_000n }],
        [receiver, { balance: 0n, minBalance: 0n }],
      ]),
    });
    expect(effect.find((e) => e.address === receiver)).toMatchObject({ belowMin: true, minAfter: 100_000n });
    const state = await simulateBuilt(kit.sb.algod, r.built);
    expect(state.kind === 'done' && state.report.ok).toBe(false);
    const sent = await kit.send(
      txns.map((t) => t.signTxn(kit.rich.sk)),
      txns.map((t) => t.txID()),
    );
    expect(sent?.nodeMessage).toMatch(/balance .* below min/);
    if (state.kind === 'done') expect(state.report.error?.nodeMessage).toMatch(/balance .* below min/);
  });

  it('the lab: a call grouped with a payment to an unfunded address fails in simulate as when sent', async () => {
    const [callTxn] = await call('burn', 1n);
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: kit.rich.addr,
      receiver: fresh(),
      amount: 50_000n,
      suggestedParams: await kit.params(),
    });
    const group = algosdk.assignGroupID([pay, callTxn!]);
    const sim = await simulateAppCall(kit.sb.algod, group, { readonly: false });
    expect(sim.report.ok).toBe(false);
    expect(sim.report.error?.nodeMessage).toMatch(/balance .* below min/);
    const sent = await kit.send(
      group.map((t) => t.signTxn(kit.rich.sk)),
      group.map((t) => t.txID()),
    );
    expect(sent?.nodeMessage).toMatch(/balance .* below min/);
  });
});
