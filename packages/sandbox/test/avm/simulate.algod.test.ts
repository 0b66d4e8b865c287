import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../spec/expectMatchesSpec';
import { newAccount, type TestAccount } from '../support/accounts';
import { createAppTxn } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

const enc = new TextEncoder();
const m = algosdk.modelsv2;
const b64 = (s: string) => Buffer.from(s).toString('base64');

type Json = Record<string, unknown>;

/**
 * Simulate answers as go-algorand v5.0.0 does, checked on the JSON body a client reads. Sources:
 * ledger/simulation/simulator.go (Simulate, check), ledger/simulation/tracer.go,
 * ledger/simulation/initialStates.go, daemon/algod/api/server/v2/utils.go (convert*),
 * daemon/algod/api/server/v2/handlers.go (SimulateTransaction).
 */
describe('simulate speaks like algod', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let app: bigint;
  let callee: bigint;

  const sp = () => h.algod.getTransactionParams().do();
  const send = async (txn: algosdk.Transaction) => {
    const { txid } = await h.algod.sendRawTransaction(fastSign(txn, a.sk)).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };
  const call = async (
    args: string[],
    extra: Partial<Parameters<typeof algosdk.makeApplicationNoOpTxnFromObject>[0]> = {},
  ) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: app,
      appArgs: args.map((s) => enc.encode(s)),
      suggestedParams: await sp(),
      ...extra,
    });
  /** POSTs a simulate request as JSON and returns the body (checked against the spec when 200). */
  const simulate = async (txns: algosdk.SignedTransaction[], options: Json = {}) => {
    const raw = await h.raw('/v2/transactions/simulate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        'txn-groups': [{ txns: txns.map((t) => JSON.parse(algosdk.encodeJSON(t)) as unknown) }],
        ...options,
      }),
    });
    if (raw.status === 200) expectMatchesSpec('algod', 'post', '/v2/transactions/simulate', 200, raw.json);
    return raw;
  };
  const unsigned = (t: algosdk.Transaction) => new algosdk.SignedTransaction({ txn: t });
  const signed = (t: algosdk.Transaction) =>
    algosdk.decodeMsgpack(fastSign(t, a.sk), algosdk.SignedTransaction);
  const group0 = (body: unknown) => ((body as Json)['txn-groups'] as Json[])[0] as Json;

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    const approval = readFileSync(join(__dirname, 'teal', 'fidelity.approval.teal'), 'utf8');
    const create = async () =>
      (await send(await createAppTxn(h, a, approval, { globalInts: 2, globalBytes: 2, localInts: 1 })))
        .applicationIndex as bigint;
    app = await create();
    callee = await create();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: algosdk.getApplicationAddress(app),
        amount: 1_000_000,
        suggestedParams: await sp(),
      }),
    );
    await send(
      algosdk.makeApplicationOptInTxnFromObject({
        sender: a.addr,
        appIndex: app,
        suggestedParams: await sp(),
      }),
    );
    await send(await call(['mkbox'], { boxes: [{ appIndex: 0, name: enc.encode('bx') }] }));
  });
  afterAll(() => h.stop());

  it('a missing signature is a 200 with failure-message and failed-at, not a 400 (simulator.go Simulate)', async () => {
    // verify.TxGroupError with GroupIndex >= 0 becomes the group's failure-message and failed-at.
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      suggestedParams: await sp(),
    });
    const one = await simulate([unsigned(pay)]);
    expect(one.status).toBe(200);
    expect(group0(one.json)['failure-message']).toMatch(/has no sig$/);
    expect(group0(one.json)['failed-at']).toEqual([0]);
    expect((group0(one.json)['txn-results'] as Json[]).length).toBe(1);
    expect((one.json as Json)['eval-overrides']).toBeUndefined();
    // The second of two: its index is blamed.
    const first = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 1,
      suggestedParams: await sp(),
    });
    const second = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 2,
      suggestedParams: await sp(),
    });
    algosdk.assignGroupID([first, second]);
    const two = await simulate([signed(first), unsigned(second)]);
    expect(two.status).toBe(200);
    expect(group0(two.json)['failed-at']).toEqual([1]);
    // algosdk's client reads the same body.
    const res = await h.algod
      .simulateTransactions(
        new m.SimulateRequest({
          txnGroups: [new m.SimulateRequestTransactionGroup({ txns: [unsigned(pay)] })],
        }),
      )
      .do();
    expect(res.txnGroups[0]?.failedAt).toEqual([0]);
    // A bad ed25519 signature fails algod's batch verifier, which blames no transaction: still 400.
    const forged = signed(pay);
    const sig = forged.sig as Uint8Array;
    sig[0] = (sig[0] as number) ^ 1;
    const bad = await simulate([forged]);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: "At least one signature didn't pass verification" });
  });

  it('failed-at is the path down to the failing inner transaction (tracer.go absolutePath)', async () => {
    const txn = await call(['inner'], {
      foreignApps: [callee],
      suggestedParams: { ...(await sp()), fee: 3000, flatFee: true },
    });
    const res = await simulate([unsigned(txn)], { 'allow-empty-signatures': true });
    const g = group0(res.json);
    // Inner 0 (a payment, its own group) succeeded; inner 1 (the app call) failed. The path counts
    // all inners of the caller; the text names the index within its inner group (opItxnSubmit).
    expect(g['failed-at']).toEqual([0, 1]);
    expect(g['failure-message']).toMatch(
      new RegExp(
        `^transaction ${txn.txID()}: logic eval error: inner tx 0 failed: logic eval error: err opcode executed\\. Details: app=${callee}, pc=\\d+`,
      ),
    );
    // A top-level failure stays a one-element path.
    const top = await simulate([unsigned(await call(['fail']))], { 'allow-empty-signatures': true });
    expect(group0(top.json)['failed-at']).toEqual([0]);
  });

  it('initial-states: first values of every touched global, local and box; created keys left out (initialStates.go)', async () => {
    const txn = await call(['state'], { boxes: [{ appIndex: 0, name: enc.encode('bx') }] });
    const before = h.sb.ledger.stateDigest();
    const res = await simulate([unsigned(txn)], {
      'allow-empty-signatures': true,
      'exec-trace-config': { enable: true, 'state-change': true },
    });
    expect(res.status).toBe(200);
    const body = res.json as Json;
    expect(group0(body)['failure-message']).toBeUndefined();
    expect(body['exec-trace-config']).toEqual({ enable: true, 'state-change': true });
    const states = (body['initial-states'] as Json)['app-initial-states'] as Json[];
    expect(states).toHaveLength(1);
    const s = states[0] as Json;
    expect(s.id).toBe(Number(app));
    const sortKvs = (kvs: Json[]) => [...kvs].sort((x, y) => String(x.key).localeCompare(String(y.key)));
    // "gnew" was written while absent: created, never reported. "missing" was read while absent: {type: 0}.
    expect(sortKvs((s['app-globals'] as Json).kvs as Json[])).toEqual(
      sortKvs([
        { key: b64('g1'), value: { type: 2, uint: 5 } },
        { key: b64('gb'), value: { type: 1, bytes: b64('hello') } },
        { key: b64('missing'), value: { type: 0 } },
      ]),
    );
    expect((s['app-globals'] as Json).account).toBeUndefined();
    expect(s['app-locals']).toEqual([
      { account: a.addr.toString(), kvs: [{ key: b64('l1'), value: { type: 2, uint: 3 } }] },
    ]);
    expect(s['app-boxes']).toEqual({ kvs: [{ key: b64('bx'), value: { type: 1, bytes: b64('boxval') } }] });
    expect(h.sb.ledger.stateDigest()).toBe(before);
    // Without state-change there is no initial-states at all.
    const plain = await simulate([unsigned(txn)], {
      'allow-empty-signatures': true,
      'exec-trace-config': { enable: true },
    });
    expect((plain.json as Json)['initial-states']).toBeUndefined();
    // state-change without enable is refused as algod does (trace.go validateSimulateRequest).
    const refused = await simulate([unsigned(txn)], {
      'allow-empty-signatures': true,
      'exec-trace-config': { 'state-change': true },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: 'basic trace must be enabled when enabling app state change tracing',
    });
  });

  it('trace values omit what algod omits: empty bytes, zero uints, deleted values (utils.go convertToAVMValue)', async () => {
    const txn = await call(['state'], { boxes: [{ appIndex: 0, name: enc.encode('bx') }] });
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      suggestedParams: await sp(),
    });
    algosdk.assignGroupID([txn, pay]);
    const res = await simulate([unsigned(txn), unsigned(pay)], {
      'allow-empty-signatures': true,
      'exec-trace-config': {
        enable: true,
        'stack-change': true,
        'scratch-change': true,
        'state-change': true,
      },
    });
    const results = group0(res.json)['txn-results'] as Json[];
    const units = ((results[0] as Json)['exec-trace'] as Json)['approval-program-trace'] as Json[];
    const changes = units.flatMap((u) => (u['state-changes'] as Json[] | undefined) ?? []);
    expect(changes).toEqual([
      { 'app-state-type': 'g', operation: 'w', key: b64('gnew'), 'new-value': { type: 1 } },
      { 'app-state-type': 'g', operation: 'w', key: b64('g1'), 'new-value': { type: 2 } },
      { 'app-state-type': 'g', operation: 'd', key: b64('gb') },
      {
        'app-state-type': 'l',
        operation: 'w',
        key: b64('l1'),
        'new-value': { type: 2, uint: 9 },
        account: a.addr.toString(),
      },
      { 'app-state-type': 'b', operation: 'd', key: b64('bx') },
    ]);
    // Pushing 0 adds `{type: 2}`; pushing "" adds `{type: 1}`.
    const additions = units.flatMap((u) => (u['stack-additions'] as Json[] | undefined) ?? []);
    expect(additions).toContainEqual({ type: 2 });
    expect(additions).toContainEqual({ type: 1 });
    expect(additions.every((v) => v.uint !== 0 && v.bytes !== '')).toBe(true);
    // Units never carry empty lists or a zero pop count.
    for (const u of units) {
      expect(u['stack-pop-count']).not.toBe(0);
      for (const k of ['stack-additions', 'scratch-changes', 'state-changes', 'spawned-inners'])
        expect(u[k] === undefined || (u[k] as unknown[]).length > 0).toBe(true);
    }
    // A transaction that ran no program still has a trace: algod's BeforeTxn gives each one.
    expect((results[1] as Json)['exec-trace']).toEqual({});
  });

  it('a failing step keeps its pop count and state change without a new value (tracer.go BeforeOpcode)', async () => {
    // app_global_put with a 65-byte key (the call's argument) fails after BeforeOpcode recorded the unit.
    const approval =
      '#pragma version 10\ntxn ApplicationID\nbz ok\ntxna ApplicationArgs 0\nint 1\napp_global_put\nok:\nint 1\n';
    const created = (await send(await createAppTxn(h, a, approval, { globalInts: 1 })))
      .applicationIndex as bigint;
    const longKey = new Uint8Array(65).fill(0xaa);
    const txn = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: created,
      appArgs: [longKey],
      suggestedParams: await sp(),
    });
    const res = await simulate([unsigned(txn)], {
      'allow-empty-signatures': true,
      'exec-trace-config': { enable: true, 'stack-change': true, 'state-change': true },
    });
    const units = (((group0(res.json)['txn-results'] as Json[])[0] as Json)['exec-trace'] as Json)[
      'approval-program-trace'
    ] as Json[];
    const last = units[units.length - 1] as Json;
    expect(last['stack-pop-count']).toBe(2);
    expect(last['stack-additions']).toBeUndefined();
    expect(last['state-changes']).toEqual([
      { 'app-state-type': 'g', operation: 'w', key: Buffer.from('aa'.repeat(65), 'hex').toString('base64') },
    ]);
  });

  it('a failing transaction keeps its logs, inner transactions and trace up to the failure (tracer.go AfterTxn, saveEvalDelta, populateInnerTransactions)', async () => {
    // Top-level: the log written before `err` is in the failing transaction's result.
    const top = await call(['fail']);
    const res = await simulate([unsigned(top)], {
      'allow-empty-signatures': true,
      'exec-trace-config': { enable: true },
    });
    const g = group0(res.json);
    expect(g['failed-at']).toEqual([0]);
    const r0 = (g['txn-results'] as Json[])[0] as Json;
    expect((r0['txn-result'] as Json).logs).toEqual([b64('about to fail')]);
    expect(((r0['exec-trace'] as Json)['approval-program-trace'] as Json[]).length).toBeGreaterThan(3);

    // Inner: the caller's log, both inners it submitted (the payment that ran, the app call that
    // failed, with the log it wrote before failing).
    const txn = await call(['inner'], {
      foreignApps: [callee],
      suggestedParams: { ...(await sp()), fee: 3000, flatFee: true },
    });
    const inner = await simulate([unsigned(txn)], {
      'allow-empty-signatures': true,
      'exec-trace-config': { enable: true },
    });
    const gi = group0(inner.json);
    expect(gi['failed-at']).toEqual([0, 1]);
    const ri = (gi['txn-results'] as Json[])[0] as Json;
    const result = ri['txn-result'] as Json;
    expect(result.logs).toEqual([b64('pre-inner')]);
    const inners = result['inner-txns'] as Json[];
    expect(inners.map((t) => ((t.txn as Json).txn as Json).type)).toEqual(['pay', 'appl']);
    expect((inners[1] as Json).logs).toEqual([b64('about to fail')]);
    // Fees: the caller paid 3000, its inners 0 (fee pooling); three transactions of usage.
    expect(ri['fees-paid']).toBe(3000);
    expect(gi['group-fees-paid']).toBe(3000);
    expect(gi['group-usage']).toBe(3_000_000);
    // The trace goes into the failing inner app call, up to its `err`.
    const trace = ri['exec-trace'] as Json;
    const innerTrace = trace['inner-trace'] as Json[];
    expect(innerTrace).toHaveLength(2);
    const units = trace['approval-program-trace'] as Json[];
    expect((units[units.length - 1] as Json)['spawned-inners']).toEqual([1]);
    expect(((innerTrace[1] as Json)['approval-program-trace'] as Json[]).length).toBeGreaterThan(3);
    // algosdk decodes the same body.
    const decoded = algosdk.decodeJSON(inner.text, m.SimulateResponse);
    expect(decoded.txnGroups[0]?.txnResults[0]?.txnResult.innerTxns?.length).toBe(2);
  });

  it('fix-signers: an unsigned txn of a rekeyed account is taken as signed by its auth address (simulator.go simulateWithTracer, Simulate)', async () => {
    const rekeyed = newAccount();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: rekeyed.addr,
        amount: 1_000_000,
        suggestedParams: await sp(),
      }),
    );
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rekeyed.addr,
      receiver: rekeyed.addr,
      amount: 0,
      rekeyTo: a.addr,
      suggestedParams: await sp(),
    });
    await h.algod.sendRawTransaction(fastSign(rekey, rekeyed.sk)).do();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rekeyed.addr,
      receiver: a.addr,
      amount: 1,
      suggestedParams: await sp(),
    });
    // Without fix-signers the unsigned txn names the sender as its signer and fails.
    const plain = await simulate([unsigned(pay)], { 'allow-empty-signatures': true });
    expect(group0(plain.json)['failure-message']).toBe(
      `transaction ${pay.txID()}: should have been authorized by ${a.addr} but was actually authorized by ${rekeyed.addr}`,
    );
    const fixed = await simulate([unsigned(pay)], { 'allow-empty-signatures': true, 'fix-signers': true });
    expect(fixed.status).toBe(200);
    const body = fixed.json as Json;
    expect(group0(body)['failure-message']).toBeUndefined();
    expect(((group0(body)['txn-results'] as Json[])[0] as Json)['fixed-signer']).toBe(a.addr.toString());
    expect(body['eval-overrides']).toEqual({ 'allow-empty-signatures': true, 'fix-signers': true });
    // A rekey earlier in the group decides the signer of a later unsigned txn; a txn already
    // signed by the right key gets no fixed-signer.
    const other = newAccount();
    const back = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rekeyed.addr,
      receiver: rekeyed.addr,
      amount: 0,
      rekeyTo: other.addr,
      suggestedParams: await sp(),
    });
    const after = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rekeyed.addr,
      receiver: a.addr,
      amount: 2,
      suggestedParams: await sp(),
    });
    const mine = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      suggestedParams: await sp(),
    });
    algosdk.assignGroupID([back, after, mine]);
    const grouped = await simulate([unsigned(back), unsigned(after), signed(mine)], {
      'allow-empty-signatures': true,
      'fix-signers': true,
    });
    const results = group0(grouped.json)['txn-results'] as Json[];
    expect(group0(grouped.json)['failure-message']).toBeUndefined();
    expect(results.map((r) => r['fixed-signer'])).toEqual([a.addr.toString(), other.addr, undefined]);
    // fix-signers needs allow-empty-signatures.
    const refused = await simulate([unsigned(pay)], { 'fix-signers': true });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: 'FixSigners requires AllowEmptySignatures to be enabled' });
  });

  it('round: a recent past round simulates on that round state; older and future rounds get algod texts (simulator.go Simulate, acctupdates.go roundOffset, blockqueue.go checkEntry)', async () => {
    const fresh = newAccount();
    const spendFresh = async () =>
      unsigned(
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: fresh.addr,
          receiver: a.addr,
          amount: 1000,
          suggestedParams: await sp(),
        }),
      );
    const before = h.sb.ledger.latestRound();
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: fresh.addr,
        amount: 1_000_000,
        suggestedParams: await sp(),
      }),
    );
    const latest = h.sb.ledger.latestRound();
    // At the latest round the account has its algos; one round earlier it did not exist.
    const now = await simulate([await spendFresh()], {
      'allow-empty-signatures': true,
      round: Number(latest),
    });
    expect(group0(now.json)['failure-message']).toBeUndefined();
    expect((now.json as Json)['last-round']).toBe(Number(latest));
    const past = await simulate([await spendFresh()], {
      'allow-empty-signatures': true,
      round: Number(before),
    });
    expect(past.status).toBe(200);
    expect((past.json as Json)['last-round']).toBe(Number(before));
    expect(group0(past.json)['failure-message']).toMatch(/overspend|below min/);
    // round 0 means the latest.
    const zero = await simulate([await spendFresh()], { 'allow-empty-signatures': true, round: 0 });
    expect((zero.json as Json)['last-round']).toBe(Number(latest));
    // Past MaxAcctLookback (4) rounds the accounts tracker no longer has the state: 500.
    for (let i = 0; i < 5; i++) await send(await call([]));
    const head = h.sb.ledger.latestRound();
    const old = await simulate([await spendFresh()], {
      'allow-empty-signatures': true,
      round: Number(head - 5n),
    });
    expect(old.status).toBe(500);
    expect(old.json).toEqual({ message: `round ${head - 5n} before dbRound ${head - 4n}` });
    const oldest = await simulate([await spendFresh()], {
      'allow-empty-signatures': true,
      round: Number(head - 4n),
    });
    expect(oldest.status).toBe(200);
    // A round not reached yet has no block header.
    const future = await simulate([await spendFresh()], {
      'allow-empty-signatures': true,
      round: Number(head + 3n),
    });
    expect(future.status).toBe(500);
    expect(future.json).toEqual({
      message: `ledger does not have entry ${head + 3n} (latest ${head}, committed ${head})`,
    });
  });

  it('one group per request: others are refused with algod text (simulator.go Simulate)', async () => {
    const pay = unsigned(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: a.addr,
        amount: 0,
        suggestedParams: await sp(),
      }),
    );
    const txn = JSON.parse(algosdk.encodeJSON(pay)) as unknown;
    for (const groups of [[{ txns: [txn] }, { txns: [txn] }], []]) {
      const raw = await h.raw('/v2/transactions/simulate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ 'txn-groups': groups, 'allow-empty-signatures': true }),
      });
      expect(raw.status).toBe(400);
      expect(raw.json).toEqual({ message: `expected 1 transaction group, got ${groups.length}` });
    }
  });

  it('fees-paid, group-fees-paid and group-usage as v5.0 reports them (trace.go populateFeeUsage, utils.go convertTxnResult)', async () => {
    const payer = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      suggestedParams: { ...(await sp()), fee: 2000, flatFee: true },
    });
    const free = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 1,
      suggestedParams: { ...(await sp()), fee: 0, flatFee: true },
    });
    algosdk.assignGroupID([payer, free]);
    const res = await simulate([signed(payer), signed(free)]);
    const g = group0(res.json);
    const results = g['txn-results'] as Json[];
    // A zero fee is omitted (omitEmpty), as every zero in these results.
    expect(results.map((r) => r['fees-paid'])).toEqual([2000, undefined]);
    expect(g['group-fees-paid']).toBe(2000);
    expect(g['group-usage']).toBe(2_000_000);
  });
});
