import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { calculatorSpec, compile, deploy } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

type Json = Record<string, unknown>;
const enc = new TextEncoder();

/** `/v2/teal/dryrun` as algod 4.x answered it (algosdk v3 dropped its client, so requests are raw JSON). */
describe('teal dryrun', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let appId: bigint;
  let appJson: unknown;

  const sp = () => h.algod.getTransactionParams().do();
  const dryrun = async (body: Json) => {
    const raw = await h.raw('/v2/teal/dryrun', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(raw.status).toBe(200);
    return raw.json as { txns: Json[]; error: string; 'protocol-version': string };
  };
  const unsigned = (txn: algosdk.Transaction) =>
    JSON.parse(algosdk.encodeJSON(new algosdk.SignedTransaction({ txn }))) as unknown;
  const calc = async (method: string, x: number, y: number) => {
    const m = calculatorSpec().contract.getMethodByName(method);
    return algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      appArgs: [m.getSelector(), algosdk.bigIntToBytes(x, 8), algosdk.bigIntToBytes(y, 8)],
      suggestedParams: await sp(),
    });
  };

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    appId = await deploy(h, calculatorSpec(), a);
    appJson = JSON.parse(algosdk.encodeJSON(await h.algod.getApplicationByID(appId).do()));
  });
  afterAll(() => h.stop());

  it('answers /health while a long dry-run runs: it is evaluated in slices (SLICE_STEPS)', async () => {
    // 10,000 passes of a 6-step loop: 60,000 traced steps (dry-run runs past the budget, then says so).
    const source =
      '#pragma version 8\nint 10000\nstore 0\nloop:\nload 0\nint 1\n-\ndup\nstore 0\nbnz loop\nint 1';
    const txn = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      suggestedParams: await sp(),
    });
    const order: string[] = [];
    const running = dryrun({
      txns: [unsigned(txn)],
      apps: [appJson],
      sources: [{ 'app-index': Number(appId), 'field-name': 'approv', source, 'txn-index': 0 }],
    }).then((res) => {
      order.push(`dryrun: ${((res.txns[0] as Json)['app-call-messages'] as string[]).join(' ')}`);
    });
    // One after another: by the third answer the dry-run is surely being evaluated.
    for (let i = 0; i < 3; i++) order.push(`health: ${(await h.raw('/health')).status}`);
    await running;
    expect(order).toEqual([
      'health: 200',
      'health: 200',
      'health: 200',
      'dryrun: ApprovalProgram REJECT cost budget exceeded: budget is 700 but program cost was 60004',
    ]);
  });

  it('runs an app call: PASS, logs, trace with lines, budget', async () => {
    const res = await dryrun({ txns: [unsigned(await calc('add', 40, 2))], apps: [appJson] });
    expect(res.error).toBe('');
    const r = res.txns[0] as Json;
    expect(r['app-call-messages']).toEqual(['ApprovalProgram', 'PASS']);
    const log = Buffer.from((r.logs as string[])[0] as string, 'base64');
    expect(algosdk.bytesToBigInt(log.subarray(4))).toBe(42n);
    expect((r.disassembly as string[])[0]).toBe('#pragma version 8');
    const trace = r['app-call-trace'] as { line: number; pc: number; stack: unknown[] }[];
    expect(trace[0]).toMatchObject({ pc: 1, line: 1, stack: [] });
    expect(trace.length).toBeGreaterThan(10);
    expect(r['budget-consumed']).toBeGreaterThan(0);
    expect(r['budget-added']).toBe(700);
  });

  it('a msgpack body with a signed transaction answers as the JSON body does (handlers.go TealDryrun decodes either)', async () => {
    // go-algorand v4.7.4 daemon/algod/api/server/v2/handlers.go TealDryrun: protocol.CodecHandle
    // first, then JSON; the txns are SignedTxn msgpack, the apps the REST model's msgpack form.
    const txn = await calc('add', 40, 2);
    const signedTxn = fastSign(txn, a.sk);
    const app = await h.algod.getApplicationByID(appId).do();
    const body = algosdk.msgpackRawEncode(
      new Map<string, unknown>([
        ['txns', [algosdk.msgpackRawDecode(signedTxn)]],
        ['apps', [algosdk.msgpackRawDecode(algosdk.encodeMsgpack(app))]],
      ]),
    );
    const raw = await h.raw('/v2/teal/dryrun', {
      method: 'POST',
      headers: { 'Content-Type': 'application/msgpack' },
      body,
    });
    expect(raw.status).toBe(200);
    const viaJson = await dryrun({
      txns: [JSON.parse(algosdk.encodeJSON(algosdk.decodeMsgpack(signedTxn, algosdk.SignedTransaction)))],
      apps: [appJson],
    });
    expect(raw.json).toEqual(viaJson);
    expect(((raw.json as Json).txns as Json[])[0]?.['app-call-messages']).toEqual([
      'ApprovalProgram',
      'PASS',
    ]);
  });

  it('a JSON body keeps uint64 values above 2^53 exact (algod decodes JSON integers as uint64)', async () => {
    // go-algorand daemon/algod/api/server/v2/handlers.go TealDryrun reads the body with
    // protocol.DecodeJSON into uint64 fields: 2^64 - 1 is a valid amount there, not a float.
    const account = algosdk
      .encodeJSON(await h.algod.accountInformation(a.addr).do())
      .replace(/"amount":\d+/, '"amount":18446744073709551615');
    const body =
      `{"txns":[${algosdk.encodeJSON(new algosdk.SignedTransaction({ txn: await calc('add', 40, 2) }))}],` +
      `"apps":[${algosdk.encodeJSON(await h.algod.getApplicationByID(appId).do())}],"accounts":[${account}]}`;
    const raw = await h.raw('/v2/teal/dryrun', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(raw.json).toMatchObject({ error: '' });
    expect(raw.status).toBe(200);
    expect(((raw.json as Json).txns as Json[])[0]?.['app-call-messages']).toEqual([
      'ApprovalProgram',
      'PASS',
    ]);
  });

  it('a failing program: REJECT with the logic eval error, the failing step marked', async () => {
    const res = await dryrun({ txns: [unsigned(await calc('sub', 1, 2))], apps: [appJson] });
    const r = res.txns[0] as Json;
    const messages = r['app-call-messages'] as string[];
    expect(messages.slice(0, 2)).toEqual(['ApprovalProgram', 'REJECT']);
    expect(messages[2]).toMatch(
      new RegExp(`^logic eval error: - would result negative\\. Details: app=${appId}, pc=\\d+$`),
    );
    const trace = r['app-call-trace'] as { error?: string }[];
    expect(trace[trace.length - 1]?.error).toBe('- would result negative');
    const missing = await dryrun({ txns: [unsigned(await calc('add', 1, 2))] });
    expect((missing.txns[0] as Json)['app-call-messages']).toEqual([
      `uploaded state did not include app id ${appId} referenced in txn[0]`,
    ]);
  });

  it('a logic sig from source, with args; assembly errors in the error field', async () => {
    const lsig = new algosdk.LogicSigAccount(await compile(h, '#pragma version 8\nint 1\n'), [
      enc.encode('x'),
    ]);
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: lsig.address(),
      receiver: a.addr,
      amount: 0,
      suggestedParams: await sp(),
    });
    const signed = JSON.parse(
      algosdk.encodeJSON(
        algosdk.decodeMsgpack(
          algosdk.signLogicSigTransactionObject(pay, lsig).blob,
          algosdk.SignedTransaction,
        ),
      ),
    ) as unknown;
    const res = await dryrun({
      txns: [signed],
      sources: [{ 'field-name': 'lsig', source: '#pragma version 8\narg 0\nbyte "x"\n==\n', 'txn-index': 0 }],
    });
    const r = res.txns[0] as Json;
    expect(r['logic-sig-messages']).toEqual(['PASS']);
    expect((r['logic-sig-trace'] as unknown[]).length).toBe(3);
    const bad = await dryrun({
      txns: [signed],
      sources: [{ 'field-name': 'lsig', source: 'nope', 'txn-index': 0 }],
    });
    expect(bad.error).toMatch(/^dryrun Source\[0\]: 1 error: 1: unknown opcode: nope/);
  });
});
