import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../spec/expectMatchesSpec';
import type { TestAccount } from '../support/accounts';
import { compile } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

const TEAL = join(__dirname, 'teal');
const enc = new TextEncoder();
const m = algosdk.modelsv2;

/** Simulate with programs: budgets, exec traces, overrides, failures; state never changes. */
describe('simulate with programs', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let lifecycle: bigint;
  let callee: bigint;
  let looper: bigint;
  let logger: bigint;

  const sp = () => h.algod.getTransactionParams().do();
  const createApp = async (approvalTeal: string, globalInts = 0) => {
    const txn = algosdk.makeApplicationCreateTxnFromObject({
      sender: a.addr,
      approvalProgram: await compile(h, approvalTeal),
      clearProgram: await compile(h, '#pragma version 10\nint 1\n'),
      numGlobalInts: globalInts,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await sp(),
    });
    const { txid } = await h.algod.sendRawTransaction(fastSign(txn, a.sk)).do();
    return (await h.algod.pendingTransactionInformation(txid).do()).applicationIndex as bigint;
  };
  const appCall = async (
    appIndex: bigint,
    args: string[],
    extra: Partial<algosdk.SuggestedParams> = {},
    foreignApps: bigint[] = [],
  ) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex,
      appArgs: args.map((s) => enc.encode(s)),
      foreignApps,
      suggestedParams: { ...(await sp()), ...extra },
    });
  const simulate = (
    txns: algosdk.Transaction[],
    options: Partial<ConstructorParameters<typeof m.SimulateRequest>[0]> = {},
  ) => {
    if (txns.length > 1) algosdk.assignGroupID(txns);
    return h.algod
      .simulateTransactions(
        new m.SimulateRequest({
          txnGroups: [
            new m.SimulateRequestTransactionGroup({
              txns: txns.map((t) => new algosdk.SignedTransaction({ txn: t })),
            }),
          ],
          allowEmptySignatures: true,
          ...options,
        }),
      )
      .do();
  };
  const fullTrace = new m.SimulateTraceConfig({
    enable: true,
    stackChange: true,
    scratchChange: true,
    stateChange: true,
  });

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    const lifecycleTeal = readFileSync(join(TEAL, 'lifecycle.approval.teal'), 'utf8');
    lifecycle = await createApp(lifecycleTeal, 1);
    callee = await createApp(lifecycleTeal, 1);
    looper = await createApp(
      '#pragma version 10\ntxn ApplicationID\nbz ok\nint 0\nloop:\nint 1\n+\ndup\nint 300\n<\nbnz loop\npop\nok:\nint 1\n',
    );
    logger = await createApp(
      '#pragma version 10\ntxn ApplicationID\nbz ok\nint 0\nloop:\nbyte "x"\nlog\nint 1\n+\ndup\nint 40\n<\nbnz loop\npop\nok:\nint 1\n',
    );
  });
  afterAll(() => h.stop());

  it('an unsigned app call: logs, deltas, budgets and a full exec trace; state unchanged', async () => {
    const before = h.sb.ledger.stateDigest();
    const res = await simulate([await appCall(lifecycle, ['ping'])], { execTraceConfig: fullTrace });
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    expect(g.failureMessage).toBeUndefined();
    const r = g.txnResults[0] as algosdk.modelsv2.SimulateTransactionResult;
    expect(r.txnResult.logs?.map((l) => Buffer.from(l).toString())).toEqual(['pong']);
    expect(r.txnResult.globalStateDelta?.[0]?.value.uint).toBe(7n);
    expect(Number(r.appBudgetConsumed)).toBeGreaterThan(10);
    expect(g.appBudgetAdded).toBe(700);
    expect(g.appBudgetConsumed).toBe(r.appBudgetConsumed);
    const units = r.execTrace?.approvalProgramTrace ?? [];
    expect(units.length).toBeGreaterThan(10);
    const write = units.flatMap((u) => u.stateChanges ?? []).find((s) => s.appStateType === 'g');
    expect(write?.operation).toBe('w');
    expect(Buffer.from(write?.key ?? []).toString()).toBe('counter');
    expect(write?.newValue?.uint).toBe(7n);
    expect(units.some((u) => (u.stackAdditions ?? []).length > 0)).toBe(true);
    expect(r.execTrace?.approvalProgramHash).toBeInstanceOf(Uint8Array);
    expect(h.sb.ledger.stateDigest()).toBe(before);
  });

  it('inner app calls: their trace, spawned inners and the budget they add', async () => {
    const res = await simulate([await appCall(lifecycle, ['call'], { fee: 2000, flatFee: true }, [callee])], {
      execTraceConfig: new m.SimulateTraceConfig({ enable: true }),
    });
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    expect(g.failureMessage).toBeUndefined();
    expect(g.appBudgetAdded).toBe(1400);
    const trace = g.txnResults[0]?.execTrace;
    expect(trace?.approvalProgramTrace?.some((u) => (u.spawnedInners ?? []).length === 1)).toBe(true);
    expect(trace?.innerTrace).toHaveLength(1);
    expect(trace?.innerTrace?.[0]?.approvalProgramTrace?.length).toBeGreaterThan(5);
    expect(g.txnResults[0]?.txnResult.innerTxns?.[0]?.logs?.map((l) => Buffer.from(l).toString())).toEqual([
      'pong',
    ]);
    const call = await appCall(lifecycle, ['call'], { fee: 2000, flatFee: true }, [callee]);
    const raw = await h.raw('/v2/transactions/simulate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        'txn-groups': [
          { txns: [JSON.parse(algosdk.encodeJSON(new algosdk.SignedTransaction({ txn: call })))] },
        ],
        'allow-empty-signatures': true,
        'exec-trace-config': {
          enable: true,
          'stack-change': true,
          'scratch-change': true,
          'state-change': true,
        },
      }),
    });
    expectMatchesSpec('algod', 'post', '/v2/transactions/simulate', 200, raw.json);
  });

  it('failures: failed-at and algod texts with the failing opcodes', async () => {
    const rejected = await simulate([await appCall(lifecycle, ['reject'])]);
    expect(rejected.txnGroups[0]?.failedAt).toEqual([0]);
    expect(rejected.txnGroups[0]?.failureMessage).toMatch(
      /^transaction [A-Z2-7]{52}: transaction rejected by ApprovalProgram$/,
    );
    const second = await simulate([await appCall(lifecycle, ['ping']), await appCall(lifecycle, ['reject'])]);
    const g = second.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    expect(g.failedAt).toEqual([1]);
    expect(g.txnResults[0]?.txnResult.logs?.map((l) => Buffer.from(l).toString())).toEqual(['pong']);
    expect(g.txnResults[1]?.txnResult.logs).toBeUndefined();
    expect(g.appBudgetAdded).toBe(1400);
    const erred = await simulate([await appCall(lifecycle, ['none'])]);
    expect(erred.txnGroups[0]?.failureMessage).toMatch(
      new RegExp(
        `logic eval error: err opcode executed\\. Details: app=${lifecycle}, pc=\\d+, opcodes=.*err`,
      ),
    );
  });

  it('extra-opcode-budget lets a costly program through and is reported', async () => {
    const short = await simulate([await appCall(looper, [])]);
    expect(short.txnGroups[0]?.failureMessage).toMatch(/dynamic cost budget exceeded/);
    const res = await simulate([await appCall(looper, [])], { extraOpcodeBudget: 5000 });
    const g = res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    expect(g.failureMessage).toBeUndefined();
    expect(g.appBudgetAdded).toBe(5700);
    expect(Number(g.appBudgetConsumed)).toBeGreaterThan(700);
    expect(res.evalOverrides?.extraOpcodeBudget).toBe(5000);
    const raw = await h.raw('/v2/transactions/simulate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ 'extra-opcode-budget': 400_000, 'txn-groups': [] }),
    });
    expect(raw.status).toBe(400);
  });

  it('allow-more-logging lifts the 32 log limit', async () => {
    const short = await simulate([await appCall(logger, [])]);
    expect(short.txnGroups[0]?.failureMessage).toMatch(/too many log calls in program\. up to 32 is allowed/);
    const res = await simulate([await appCall(logger, [])], { allowMoreLogging: true });
    expect(res.txnGroups[0]?.failureMessage).toBeUndefined();
    expect(res.txnGroups[0]?.txnResults[0]?.txnResult.logs).toHaveLength(40);
    expect(res.evalOverrides?.maxLogCalls).toBe(2048);
    expect(res.evalOverrides?.maxLogSize).toBe(65536);
  });

  it('logic sig budget and trace; the JSON body matches the spec', async () => {
    const program = await compile(h, '#pragma version 8\nint 1\nstore 3\nload 3\n');
    const lsig = new algosdk.LogicSigAccount(program);
    await h.algod
      .sendRawTransaction(
        fastSign(
          algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: a.addr,
            receiver: lsig.address(),
            amount: 200_000,
            suggestedParams: await sp(),
          }),
          a.sk,
        ),
      )
      .do();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: lsig.address(),
      receiver: a.addr,
      amount: 0,
      suggestedParams: await sp(),
    });
    const call = await appCall(lifecycle, ['ping']);
    algosdk.assignGroupID([pay, call]);
    const body = {
      'txn-groups': [
        {
          txns: [
            algosdk.encodeJSON(
              algosdk.decodeMsgpack(
                algosdk.signLogicSigTransactionObject(pay, lsig).blob,
                algosdk.SignedTransaction,
              ),
            ),
            algosdk.encodeJSON(new algosdk.SignedTransaction({ txn: call })),
          ].map((s) => JSON.parse(s) as unknown),
        },
      ],
      'allow-empty-signatures': true,
      'exec-trace-config': {
        enable: true,
        'scratch-change': true,
        'stack-change': true,
        'state-change': true,
      },
    };
    const raw = await h.raw('/v2/transactions/simulate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(raw.status).toBe(200);
    expectMatchesSpec('algod', 'post', '/v2/transactions/simulate', 200, raw.json);
    const g = (raw.json as { 'txn-groups': Record<string, unknown>[] })['txn-groups'][0] as Record<
      string,
      unknown
    >;
    const [lsigResult, appResult] = g['txn-results'] as Record<string, unknown>[];
    expect(lsigResult?.['logic-sig-budget-consumed']).toBe(3);
    const lsigTrace = (lsigResult?.['exec-trace'] as Record<string, unknown>)['logic-sig-trace'] as Record<
      string,
      unknown
    >[];
    expect(lsigTrace.map((u) => u.pc)).toEqual([1, 3, 5]);
    expect(lsigTrace[1]?.['scratch-changes']).toEqual([{ slot: 3, 'new-value': { type: 2, uint: 1 } }]);
    expect(appResult?.['app-budget-consumed']).toBeGreaterThan(0);
  });
});
