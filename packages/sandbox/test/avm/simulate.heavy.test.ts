import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRACE_BYTES } from '../../src/algod/simulate/SimulateTracer';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { BURN_BUDGET_TEAL as BURN } from '../support/burnBudget';

/**
 * Spends the budget in a loop (leaving 30), then logs the balance of its first foreign account:
 * what a simulate read of its round's state after thousands of steps (an account it had not read).
 */
const BURN_THEN_BALANCE = `#pragma version 10
txn ApplicationID
bz ok
loop:
load 0
int 1
+
store 0
global OpcodeBudget
int 30
>
bnz loop
txna Accounts 1
balance
itob
log
ok:
int 1
`;

/**
 * Issue #34 item 3: heavy simulates neither stall the node nor answer without bound. The trace is
 * bounded (MAX_TRACE_BYTES, a clear 400) and simulations run one at a time, each evaluated in
 * slices (SLICE_STEPS opcodes) between which other requests are answered, on a fixed
 * round's state. Figures before and after: bench/heavy-simulate.ts.
 */
describe('heavy simulates', () => {
  let h: SandboxHarness;
  let appId: bigint;
  let balanceApp: bigint;
  let paymentsMade = 0;
  /** Paid by `pay`; the balance BURN_THEN_BALANCE logs. */
  const payee = algosdk.generateAccount().addr;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    const compile = async (src: string) =>
      new Uint8Array(Buffer.from((await h.algod.compile(src).do()).result, 'base64'));
    const creator = h.rich[0]!;
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      approvalProgram: await compile(BURN),
      clearProgram: await compile('#pragma version 10\nint 1\n'),
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: h.params(),
    });
    expect((await h.post([create], [creator])).status).toBe(200);
    appId = (await h.algod.accountInformation(creator.addr).do()).createdApps![0]!.id;
    const create2 = algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      approvalProgram: await compile(BURN_THEN_BALANCE),
      clearProgram: await compile('#pragma version 10\nint 1\n'),
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: h.params(),
    });
    expect((await h.post([create2], [creator])).status).toBe(200);
    balanceApp = (await h.algod.accountInformation(creator.addr).do()).createdApps!.find(
      (a) => a.id !== appId,
    )!.id;
  });
  afterAll(() => h.stop());

  const appCall = (app: bigint) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: h.rich[0]!.addr,
      appIndex: app,
      accounts: [payee],
      suggestedParams: h.params(),
    });

  function simulateBody(extraOpcodeBudget: number, call = appCall(appId), round?: bigint): Uint8Array {
    return algosdk.encodeMsgpack(
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [
          new algosdk.modelsv2.SimulateRequestTransactionGroup({
            txns: [new algosdk.SignedTransaction({ txn: call })],
          }),
        ],
        allowEmptySignatures: true,
        extraOpcodeBudget,
        ...(round !== undefined && { round }),
        execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({
          enable: true,
          stackChange: true,
          scratchChange: true,
          stateChange: true,
        }),
      }),
    );
  }

  const simulate = (body: Uint8Array) =>
    h.raw('/v2/transactions/simulate?format=json', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/msgpack' },
    });

  /** 0.1 Algo to `payee`. */
  const pay = () => {
    const sender = h.rich[0]!;
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: sender.addr,
      receiver: payee,
      amount: 100_000,
      note: new TextEncoder().encode(`heavy-simulate payment ${++paymentsMade}`),
      suggestedParams: h.params(),
    });
    return h.post([txn], [sender]);
  };

  it('refuses a full-budget simulate whose full trace would pass the bound, with a clear 400', async () => {
    const res = await simulate(simulateBody(320_000));
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toBe(
      `simulation trace exceeds ${MAX_TRACE_BYTES} bytes: ask for less of it (stack-change, scratch-change, state-change) or a smaller extra-opcode-budget`,
    );
  });

  it('still traces a budget within the bound', async () => {
    const res = await simulate(simulateBody(20_000));
    expect(res.status).toBe(200);
    const group = (res.json as { 'txn-groups': { 'failure-message'?: string; 'txn-results': unknown[] }[] })[
      'txn-groups'
    ][0]!;
    expect(group['failure-message']).toContain('dynamic cost budget exceeded');
    expect(res.text.length).toBeLessThan(MAX_TRACE_BYTES);
  });

  it('answers /health between queued simulates, not after all of them', async () => {
    const order: string[] = [];
    const body = simulateBody(5_000);
    const runs = [1, 2, 3, 4].map((n) => simulate(body).then(() => order.push(`simulate ${n}`)));
    // Sent once the first simulate is surely running (its answer not yet back).
    await new Promise((r) => setTimeout(r, 50));
    const health = h.raw('/health').then((r) => order.push(`health ${r.status}`));
    await Promise.all([...runs, health]);
    expect(order.indexOf('health 200')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('health 200')).toBeLessThan(order.indexOf('simulate 4'));
  });

  it('answers /health and commits a payment while full-budget, fully traced simulates still run', async () => {
    const order: string[] = [];
    const body = simulateBody(320_000);
    const runs = [1, 2, 3].map((n) => simulate(body).then((r) => order.push(`simulate ${n}: ${r.status}`)));
    // One after another: by the third answer the first simulate is surely being evaluated.
    for (let i = 0; i < 3; i++) order.push(`health: ${(await h.raw('/health')).status}`);
    const round = h.sb.ledger.latestRound();
    order.push(`payment: ${(await pay()).status}`);
    expect(h.sb.ledger.latestRound()).toBe(round + 1n);
    await Promise.all(runs);
    // Each simulate reaches the trace bound (a 400) only after the others' requests were answered.
    expect(order).toEqual([
      'health: 200',
      'health: 200',
      'health: 200',
      'payment: 200',
      'simulate 1: 400',
      'simulate 2: 400',
      'simulate 3: 400',
    ]);
  });

  it('a simulate evaluated across a commit reads its own round, as one run whole on that round', async () => {
    const round = h.sb.ledger.latestRound();
    const order: string[] = [];
    const call = appCall(balanceApp);
    const during = simulate(simulateBody(60_000, call)).then((r) => {
      order.push('simulate');
      return r;
    });
    // As above: after three answers the simulate is being evaluated; the payment commits meanwhile.
    for (let i = 0; i < 3; i++) order.push(`health: ${(await h.raw('/health')).status}`);
    order.push(`payment: ${(await pay()).status}`);
    const sliced = await during;
    expect(order).toEqual(['health: 200', 'health: 200', 'health: 200', 'payment: 200', 'simulate']);
    expect(h.sb.ledger.latestRound()).toBe(round + 1n);
    // The same group on the same round with nothing committing meanwhile: the same answer, trace,
    // budget used and logged balance included.
    const whole = await simulate(simulateBody(60_000, call, round));
    expect(sliced.status).toBe(200);
    expect(sliced.text === whole.text).toBe(true);
    type Group = { 'txn-results': { 'txn-result': { logs?: string[] } }[]; 'app-budget-consumed': number };
    const group = (r: typeof sliced) => (r.json as { 'txn-groups': Group[] })['txn-groups'][0]!;
    expect(group(sliced)['app-budget-consumed']).toBeGreaterThan(60_000);
    // On the round after the payment the balance logged is 0.1 Algo higher: the round mattered.
    const after = await simulate(simulateBody(60_000, appCall(balanceApp)));
    const logged = (r: typeof sliced) =>
      Buffer.from(group(r)['txn-results'][0]!['txn-result'].logs![0]!, 'base64').readBigUInt64BE();
    expect(logged(after) - logged(sliced)).toBe(100_000n);
  });

  it('answers /health while a group of 16 heavy logic sigs is still verified, and gives the answer a commit does', async () => {
    // Each logic sig counts down 3,000 times (6 opcodes a turn): 16 × ~18,000 of the group's pooled
    // 16 × 20,000 (go: data/transactions/logic/eval.go EvalSignatureFull, one pool per group).
    const program = new Uint8Array(
      Buffer.from(
        (
          await h.algod
            .compile(
              '#pragma version 10\nint 3000\nstore 0\nloop:\nload 0\nint 1\n-\ndup\nstore 0\nbnz loop\nint 1\n',
            )
            .do()
        ).result,
        'base64',
      ),
    );
    const escrow = new algosdk.LogicSigAccount(program);
    const funder = h.rich[0]!;
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: escrow.address(),
      amount: 1_000_000,
      suggestedParams: h.params(),
    });
    expect((await h.post([fund], [funder])).status).toBe(200);
    const group = algosdk.assignGroupID(
      Array.from({ length: 16 }, (_, n) =>
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: escrow.address(),
          receiver: escrow.address(),
          amount: 0,
          note: new TextEncoder().encode(`heavy logic sig ${n}`),
          suggestedParams: h.params(),
        }),
      ),
    );
    const stxns = group.map((t) =>
      algosdk.decodeSignedTransaction(algosdk.signLogicSigTransactionObject(t, escrow).blob),
    );
    const body = algosdk.encodeMsgpack(
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns: stxns })],
        execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({ enable: true }),
      }),
    );
    const order: string[] = [];
    const during = simulate(body).then((r) => {
      order.push('simulate');
      return r;
    });
    // One after another, as above: by the third answer the simulate is surely verifying its group.
    for (let i = 0; i < 3; i++) order.push(`health: ${(await h.raw('/health')).status}`);
    const sliced = await during;
    expect(order).toEqual(['health: 200', 'health: 200', 'health: 200', 'simulate']);
    expect(sliced.status).toBe(200);
    type Result = { 'logic-sig-trace'?: unknown[] };
    type Group = { 'failure-message'?: string; 'txn-results': { 'exec-trace'?: Result }[] };
    const result = (sliced.json as { 'txn-groups': Group[] })['txn-groups'][0]!;
    expect(result['failure-message']).toBeUndefined();
    expect(result['txn-results']).toHaveLength(16);
    expect(result['txn-results'].map((r) => r['exec-trace']?.['logic-sig-trace']?.length)).toEqual(
      Array.from({ length: 16 }, () => 3 + 3000 * 6 + 1),
    );
    // The same group simulated again (nothing committed meanwhile) answers the same; then the
    // commit path (verification run whole) accepts it.
    expect((await simulate(body)).text === sliced.text).toBe(true);
    const blobs = stxns.map((t) => algosdk.encodeMsgpack(t));
    const committed = await h.raw('/v2/transactions', {
      method: 'POST',
      body: Buffer.concat(blobs),
      headers: { 'Content-Type': 'application/x-binary' },
    });
    expect(committed.status).toBe(200);
  });
});
