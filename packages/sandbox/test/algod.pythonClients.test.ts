import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from './support/accounts';
import { createAppTxn } from './support/apps';
import { type RawReply, type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

type Json = Record<string, unknown>;

/**
 * A signed transaction as AlgoKit's Python utilities (v5) encode it for simulate:
 * algokit_transact make_empty_transaction_signer puts `sig` = EMPTY_SIGNATURE (64 zero bytes), and
 * the serde keeps bytes as they are, keys sorted (`sig`, `txn`).
 */
function pythonEmptySigned(txn: algosdk.Transaction): Uint8Array {
  return algosdk.msgpackRawEncode({
    sig: new Uint8Array(64),
    txn: algosdk.msgpackRawDecode(algosdk.encodeMsgpack(txn)),
  });
}

/**
 * The SimulateRequest TransactionComposer._build_transactions_for_simulation... sends when it
 * populates resources and covers fees (transaction_composer.py, v5.0.0-beta.5): msgpack, sorted keys,
 * POSTed to /v2/transactions/simulate?format=msgpack with Accept: application/msgpack.
 */
function pythonSimulateRequest(signed: Uint8Array[], extra: Json = {}): Uint8Array {
  return algosdk.msgpackRawEncode({
    'allow-empty-signatures': true,
    'allow-more-logging': true,
    'allow-unnamed-resources': true,
    'exec-trace-config': { enable: true, 'scratch-change': true, 'stack-change': true, 'state-change': true },
    'fix-signers': true,
    'txn-groups': [{ txns: signed.map((s) => algosdk.msgpackRawDecode(s)) }],
    ...extra,
  });
}

describe('answers AlgoKit Python clients compute with', () => {
  let h: SandboxHarness;
  let a: TestAccount;

  const simulate = async (body: Uint8Array): Promise<RawReply & { decoded: Json }> => {
    const reply = await h.raw('/v2/transactions/simulate?format=msgpack', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/msgpack', Accept: 'application/msgpack' },
    });
    const decoded =
      reply.status === 200 ? (algosdk.msgpackRawDecode(reply.bytes) as Json) : ((reply.json ?? {}) as Json);
    return { ...reply, decoded };
  };
  const pay = (amount: number, receiver = a.addr) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver,
      amount,
      note: algosdk.encodeUint64(Math.floor(Math.random() * 2 ** 48)),
      suggestedParams: h.params(),
    });

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  // go: crypto/curve25519.go Signature.Blank; data/transactions/verify/txn.go checkTxnSigTypeCounts;
  // ledger/simulation/simulator.go (AllowEmptySignatures lets a txn with no signature through).
  it('simulate takes a 64-zero-byte sig for no signature (resource population / fee coverage)', async () => {
    const txns = [pay(0), pay(1)];
    algosdk.assignGroupID(txns);
    const reply = await simulate(pythonSimulateRequest(txns.map(pythonEmptySigned)));
    expect(reply.status, reply.text).toBe(200);
    const group = (reply.decoded['txn-groups'] as Json[])[0] as Json;
    expect(group['failure-message']).toBeUndefined();
    const results = group['txn-results'] as Json[];
    expect(results).toHaveLength(2);
    // The echoed transaction has no `sig`: go re-encodes its blank signature as absent (omitempty).
    for (const r of results) expect(((r['txn-result'] as Json).txn as Json).sig).toBeUndefined();
  });

  it('a 64-zero-byte sig answers as a missing one does, with and without allow-empty-signatures', async () => {
    const t = pay(2);
    const absent = algosdk.encodeUnsignedSimulateTransaction(t);
    for (const extra of [{}, { 'allow-empty-signatures': false, 'fix-signers': false }]) {
      const zero = await simulate(pythonSimulateRequest([pythonEmptySigned(t)], extra));
      const none = await simulate(pythonSimulateRequest([absent], extra));
      expect(zero.status).toBe(none.status);
      expect(zero.decoded).toEqual(none.decoded);
    }
    // Without allow-empty-signatures algod reports the missing signature in the 200 body.
    const strict = await simulate(
      pythonSimulateRequest([pythonEmptySigned(t)], {
        'allow-empty-signatures': false,
        'fix-signers': false,
      }),
    );
    expect(strict.status).toBe(200);
    const failure = ((strict.decoded['txn-groups'] as Json[])[0] as Json)['failure-message'];
    expect(failure).toMatch(/signedtxn has no sig/);
  });

  it('a readonly ABI call simulated with an empty signer (app_client read-only path)', async () => {
    const create = await createAppTxn(h, a, '#pragma version 10\nbyte "ro"\nlog\nint 1\n');
    const created = await h.post([create], [a]);
    expect(created.status, created.text).toBe(200);
    const appId = (await h.algod.pendingTransactionInformation(create.txID()).do())
      .applicationIndex as bigint;
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      suggestedParams: h.params(),
    });
    const reply = await simulate(pythonSimulateRequest([pythonEmptySigned(call)]));
    expect(reply.status, reply.text).toBe(200);
    const group = (reply.decoded['txn-groups'] as Json[])[0] as Json;
    expect(group['failure-message']).toBeUndefined();
    const result = ((group['txn-results'] as Json[])[0] as Json)['txn-result'] as Json;
    expect(result.logs).toEqual([new TextEncoder().encode('ro')]);
  });

  // go: daemon/algod/api/server/v2/handlers.go RawTransaction -> verify.TxnGroup: errTxnSigHasNoSig.
  it('POST /v2/transactions with a 64-zero-byte sig: "signedtxn has no sig"', async () => {
    const reply = await h.raw('/v2/transactions', { method: 'POST', body: pythonEmptySigned(pay(3)) });
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ message: 'signedtxn has no sig' });
  });

  // go: daemon/algod/api/server/v2/account.go AccountDataToAccount: record.MinBalance(...) with
  // data/basics/userBalance.go MinBalance, whose base is the consensus MinBalance (100000).
  it('min-balance of an account never seen is 100000, so ensure_funded sends exactly enough', async () => {
    const fresh = newAccount().addr;
    for (const exclude of ['', '?exclude=all']) {
      const info = (
        await h.raw(`/v2/accounts/${fresh}${exclude}`, { headers: { Accept: 'application/json' } })
      ).json as Json;
      expect(info.amount).toBe(0);
      expect(info['min-balance']).toBe(100_000);
    }
    // account_manager.py _get_ensure_funded_amount: min_spending - (amount - min_balance).
    const minSpending = 1_000_000;
    const info = (await h.raw(`/v2/accounts/${fresh}`)).json as Json;
    const fund = minSpending - ((info.amount as number) - (info['min-balance'] as number));
    expect(fund).toBe(1_100_000);
    expect((await h.post([pay(fund, fresh)], [a])).status).toBe(200);
    const after = (await h.raw(`/v2/accounts/${fresh}`)).json as Json;
    expect((after.amount as number) - (after['min-balance'] as number)).toBe(minSpending);
    // ensure_funded again: nothing to send.
    expect(minSpending > (after.amount as number) - (after['min-balance'] as number)).toBe(false);
  });
});

/** go: daemon/algod/api/server/v2/utils.go globalDeltaToStateDelta / localDeltasToLocalDeltas. */
describe('state deltas leave out zero values', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  const approval = `#pragma version 10
txn ApplicationID
bz create
txn OnCompletion
int OptIn
==
bnz optin
byte "z"; int 0; app_global_put
byte "e"; byte ""; app_global_put
byte "n"; int 7; app_global_put
int 1; return
optin:
txn Sender; byte "lz"; int 0; app_local_put
txn Sender; byte "le"; byte ""; app_local_put
int 1; return
create:
byte "z"; int 5; app_global_put
byte "e"; byte "x"; app_global_put
int 1`;
  let appId: bigint;
  const key = (s: string) => Buffer.from(s).toString('base64');
  const byKey = (d: Json[]) => [...d].sort((x, y) => (String(x.key) < String(y.key) ? -1 : 1));
  const expectedGlobal = [
    { key: key('e'), value: { action: 1 } },
    { key: key('n'), value: { action: 2, uint: 7 } },
    { key: key('z'), value: { action: 2 } },
  ];
  const expectedLocal = () => [
    {
      address: a.addr,
      delta: [
        { key: key('le'), value: { action: 1 } },
        { key: key('lz'), value: { action: 2 } },
      ],
    },
  ];

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    const create = await createAppTxn(h, a, approval, {
      globalInts: 2,
      globalBytes: 1,
      localInts: 1,
      localBytes: 1,
    });
    expect((await h.post([create], [a])).status).toBe(200);
    appId = (await h.algod.pendingTransactionInformation(create.txID()).do()).applicationIndex as bigint;
  });
  afterAll(() => h.stop());

  const call = (onComplete = algosdk.OnApplicationComplete.NoOpOC) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      onComplete,
      note: algosdk.encodeUint64(Math.floor(Math.random() * 2 ** 48)),
      suggestedParams: h.params(),
    });

  it('simulate (before any call: the app still holds z=5, e="x")', async () => {
    const reply = await h.raw('/v2/transactions/simulate', {
      method: 'POST',
      body: algosdk.encodeMsgpack(
        new algosdk.modelsv2.SimulateRequest({
          txnGroups: [
            new algosdk.modelsv2.SimulateRequestTransactionGroup({
              txns: [new algosdk.SignedTransaction({ txn: call() })],
            }),
          ],
          allowEmptySignatures: true,
        }),
      ),
      headers: { 'Content-Type': 'application/msgpack' },
    });
    expect(reply.status, reply.text).toBe(200);
    const result = (
      (((reply.json as Json)['txn-groups'] as Json[])[0] as Json)['txn-results'] as Json[]
    )[0] as Json;
    expect(byKey((result['txn-result'] as Json)['global-state-delta'] as Json[])).toEqual(expectedGlobal);
  });
  it('pending transaction information (JSON and msgpack)', async () => {
    const t = call();
    expect((await h.post([t], [a])).status).toBe(200);
    const json = (await h.raw(`/v2/transactions/pending/${t.txID()}`)).json as Json;
    expect(byKey(json['global-state-delta'] as Json[])).toEqual(expectedGlobal);
    const mp = algosdk.msgpackRawDecode(
      (await h.raw(`/v2/transactions/pending/${t.txID()}?format=msgpack`)).bytes,
    ) as Json;
    const numbers = (v: unknown) =>
      JSON.parse(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? Number(x) : x))) as Json[];
    expect(byKey(numbers(mp['global-state-delta']))).toEqual(expectedGlobal);
    const o = call(algosdk.OnApplicationComplete.OptInOC);
    expect((await h.post([o], [a])).status).toBe(200);
    const opted = (await h.raw(`/v2/transactions/pending/${o.txID()}`)).json as Json;
    const local = opted['local-state-delta'] as Json[];
    expect(local.map((l) => ({ ...l, delta: byKey(l.delta as Json[]) }))).toEqual(expectedLocal());
  });
});
