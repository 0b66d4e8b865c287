import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from './spec/expectMatchesSpec';
import { newAccount, type TestAccount } from './support/accounts';
import { fastSign, fastSignedTxn } from './support/fastSign';
import { type RawReply, type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

// One test per algod error text the ledger and algod API own (sandbox.md), exact words, over HTTP.
describe('algod error texts', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  const prefix = 'TransactionPool.Remember: ';

  const pay = (
    from: TestAccount,
    to: string,
    amount: number,
    extra: Partial<Parameters<typeof algosdk.makePaymentTxnWithSuggestedParamsFromObject>[0]> = {},
  ) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to,
      amount,
      note: algosdk.encodeUint64(Math.floor(Math.random() * 2 ** 48)),
      suggestedParams: h.params(),
      ...extra,
    });
  const postRaw = (body: Uint8Array) => h.raw('/v2/transactions', { method: 'POST', body });
  const expect400 = (reply: RawReply, message: string) => {
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ message });
    expectMatchesSpec('algod', 'post', '/v2/transactions', 400, reply.json);
  };

  beforeAll(async () => {
    h = await sandboxHarness();
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  it('decode: max group size is 16', async () => {
    const body = Buffer.concat(Array.from({ length: 17 }, (_, i) => fastSign(pay(a, a.addr, i), a.sk)));
    expect400(await postRaw(body), 'max group size is 16');
  });

  it('decode: empty txgroup', async () => {
    expect400(await postRaw(new Uint8Array()), 'empty txgroup');
  });

  it('well-formed: transaction invalid range (F--L)', async () => {
    const t = pay(a, a.addr, 1, { suggestedParams: h.params({ firstValid: 50n, lastValid: 10n }) });
    expect400(await h.post([t], [a]), 'transaction invalid range (50--10)');
  });

  it('well-formed: signedtxn has no sig', async () => {
    const t = pay(a, a.addr, 1);
    expect400(await postRaw(algosdk.encodeUnsignedSimulateTransaction(t)), 'signedtxn has no sig');
  });

  it('well-formed: signedtxn should have only one type of signature', async () => {
    const stxn = fastSignedTxn(pay(a, a.addr, 1), a.sk);
    const m = algosdk.msgpackRawDecodeAsMap(algosdk.encodeMsgpack(stxn)) as Map<string, unknown>;
    m.set(
      'msig',
      new Map<string, unknown>([
        ['v', 1],
        ['thr', 1],
        ['subsig', [new Map([['pk', algosdk.decodeAddress(a.addr).publicKey]])]],
      ]),
    );
    expect400(await postRaw(algosdk.msgpackRawEncode(m)), 'signedtxn should have only one type of signature');
  });

  it('group: transactionGroup: incomplete group', async () => {
    const t1 = pay(a, a.addr, 1);
    const t2 = pay(a, a.addr, 2);
    algosdk.assignGroupID([t1, t2]);
    const reply = await postRaw(fastSign(t1, a.sk));
    expect(reply.status).toBe(400);
    expect((reply.json as { message: string }).message).toMatch(
      /^transactionGroup: incomplete group: [A-Z2-7]{52} != [A-Z2-7]{52} \(1 transactions\)$/,
    );
  });

  it('group: inconsistent group values', async () => {
    const [t1, t2, t3] = [pay(a, a.addr, 1), pay(a, a.addr, 2), pay(a, a.addr, 3)];
    algosdk.assignGroupID([t1!, t2!]);
    algosdk.assignGroupID([t3!]);
    const reply = await postRaw(Buffer.concat([fastSign(t1!, a.sk), fastSign(t3!, a.sk)]));
    expect(reply.status).toBe(400);
    expect((reply.json as { message: string }).message).toMatch(
      /^transactionGroup: inconsistent group values: [A-Z2-7]{52} != [A-Z2-7]{52}$/,
    );
  });

  it("signatures: At least one signature didn't pass verification", async () => {
    const t = pay(a, a.addr, 1);
    const b = h.rich[1] as TestAccount;
    const forged = new algosdk.SignedTransaction({ txn: t, sig: fastSignedTxn(t, b.sk).sig as Uint8Array });
    expect400(
      await postRaw(algosdk.encodeMsgpack(forged)),
      "At least one signature didn't pass verification",
    );
  });

  it('signatures in a large group (checked on the signature workers): same text, batch-verified after every other check', async () => {
    const b = h.rich[1] as TestAccount;
    const group = Array.from({ length: 8 }, (_, i) => pay(a, a.addr, i));
    algosdk.assignGroupID(group);
    const signed = group.map((t) => fastSignedTxn(t, a.sk));
    signed[5] = new algosdk.SignedTransaction({
      txn: group[5] as algosdk.Transaction,
      sig: fastSignedTxn(group[5] as algosdk.Transaction, b.sk).sig as Uint8Array,
    });
    const body = () => Buffer.concat(signed.map((s) => algosdk.encodeMsgpack(s)));
    expect400(await postRaw(body()), "At least one signature didn't pass verification");
    // A missing signature is reported before a bad one, even a later transaction's: ed25519
    // signatures are batch-verified after every transaction's checks (verify/txn.go txnGroupBatchPrep).
    signed[7] = new algosdk.SignedTransaction({ txn: group[7] as algosdk.Transaction });
    expect400(await postRaw(body()), 'signedtxn has no sig');
    // All good: accepted.
    const fine = Array.from({ length: 8 }, (_, i) => pay(a, a.addr, 100 + i));
    expect((await h.post(fine, [a])).status).toBe(200);
  });

  it('signatures: a logic sig whose program leaves 0 is rejected by logic', async () => {
    // v1: intcblock 0; intc_0 — the program approves nothing.
    const lsig = new algosdk.LogicSigAccount(Uint8Array.of(0x01, 0x20, 0x01, 0x00, 0x22));
    const t = pay({ addr: lsig.address().toString(), sk: new Uint8Array(64) }, a.addr, 0);
    const { blob } = algosdk.signLogicSigTransactionObject(t, lsig);
    const reply = await postRaw(blob);
    expect400(reply, `transaction ${t.txID()}: rejected by logic`);
  });

  // go-algorand v5.0.0 ledger/apply/application.go ApplicationCall.
  it('app calls: only ClearState is supported for an app that does not exist', async () => {
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: 1234,
      suggestedParams: h.params(),
    });
    expect400(
      await h.post([call], [a]),
      `${prefix}transaction ${call.txID()}: only ClearState is supported for an application (1234) that does not exist`,
    );
  });

  it('pool: txn dead: round R outside of F--L', async () => {
    const next = h.sb.ledger.latestRound() + 1n;
    const t = pay(a, a.addr, 1, {
      suggestedParams: h.params({ firstValid: next + 5n, lastValid: next + 10n }),
    });
    expect400(
      await h.post([t], [a]),
      `${prefix}txn dead: round ${next} outside of ${next + 5n}--${next + 10n}`,
    );
  });

  it('pool: transaction already in ledger', async () => {
    const t = pay(a, a.addr, 1);
    expect((await h.post([t], [a])).status).toBe(200);
    expect400(await h.post([t], [a]), `${prefix}transaction already in ledger: ${t.txID()}`);
  });

  it('pool: overlapping lease', async () => {
    const lease = new Uint8Array(32).fill(7);
    expect((await h.post([pay(a, a.addr, 1, { lease })], [a])).status).toBe(200);
    const t = pay(a, a.addr, 2, { lease });
    expect400(
      await h.post([t], [a]),
      `${prefix}transaction ${t.txID()} using an overlapping lease (sender, lease):(${a.addr}, ${algosdk.encodeAddress(lease)})`,
    );
  });

  it('fees: txgroup with <paid> fees is less than <needed>', async () => {
    // go-algorand v5.0.0 ledger/eval/eval.go: CheckGroupFees runs in the pool's evaluator (hence the
    // TransactionPool.Remember prefix) after the group's transactions; usage is basics.Micros.
    const t = pay(a, a.addr, 1, { suggestedParams: h.params({ fee: 999n }) });
    expect400(
      await h.post([t], [a]),
      `${prefix}txgroup with 999uA fees is less than 1mA (usage=1.000000 * base=1mA)`,
    );
    const t0 = pay(a, a.addr, 1, { suggestedParams: h.params({ fee: 0n }) });
    expect400(
      await h.post([t0], [a]),
      `${prefix}txgroup with 0.0A fees is less than 1mA (usage=1.000000 * base=1mA)`,
    );
    // An overspend in the same group is reported first: fees are checked last.
    const poor = newAccount();
    const broke = pay(poor, a.addr, 1, { suggestedParams: h.params({ fee: 0n }) });
    const reply = await h.post([broke], [poor]);
    expect(reply.status).toBe(400);
    expect((reply.json as { message: string }).message).toMatch(
      new RegExp(`^${prefix}transaction ${broke.txID()}: overspend`),
    );
  });

  it('transaction: overspend', async () => {
    const poor = newAccount();
    expect((await h.post([pay(a, poor.addr, 100_000)], [a])).status).toBe(200);
    const t = pay(poor, a.addr, 500_000);
    const reply = await h.post([t], [poor]);
    expect(reply.status).toBe(400);
    expect((reply.json as { message: string }).message).toMatch(
      new RegExp(
        `^${prefix}transaction ${t.txID()}: overspend \\(account ${poor.addr}, data \\{.*\\}, tried to spend \\{500000\\}\\)$`,
      ),
    );
  });

  it('transaction: account A balance B below min M (N assets)', async () => {
    const fresh = newAccount();
    const t = pay(a, fresh.addr, 1000);
    expect400(
      await h.post([t], [a]),
      `${prefix}transaction ${t.txID()}: account ${fresh.addr} balance 1000 below min 100000 (0 assets)`,
    );
  });

  it('transaction: asset X missing from A / receiver error: must optin / asset X frozen in A', async () => {
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      total: 10,
      decimals: 0,
      defaultFrozen: true,
      freeze: a.addr,
      suggestedParams: h.params(),
    });
    expect((await h.post([create], [a])).status).toBe(200);
    const id = (await h.algod.pendingTransactionInformation(create.txID()).do()).assetIndex as bigint;
    const b = h.rich[1] as TestAccount;
    const toB = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 1,
      assetIndex: id,
      suggestedParams: h.params(),
    });
    expect400(
      await h.post([toB], [a]),
      `${prefix}transaction ${toB.txID()}: receiver error: must optin, asset ${id} missing from ${b.addr}`,
    );
    const fromB = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: b.addr,
      receiver: a.addr,
      amount: 1,
      assetIndex: id,
      suggestedParams: h.params(),
    });
    expect400(
      await h.post([fromB], [b]),
      `${prefix}transaction ${fromB.txID()}: asset ${id} missing from ${b.addr}`,
    );
    const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: b.addr,
      receiver: b.addr,
      amount: 0,
      assetIndex: id,
      suggestedParams: h.params(),
    });
    expect((await h.post([optIn], [b])).status).toBe(200);
    const clawedIn = algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      freezeTarget: b.addr,
      assetIndex: id,
      frozen: false,
      suggestedParams: h.params(),
    });
    expect((await h.post([clawedIn], [a])).status).toBe(200);
    expect(
      (
        await h.post(
          [
            algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
              sender: a.addr,
              receiver: b.addr,
              amount: 2,
              assetIndex: id,
              suggestedParams: h.params(),
            }),
          ],
          [a],
        )
      ).status,
    ).toBe(200);
    const freeze = algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      freezeTarget: b.addr,
      assetIndex: id,
      frozen: true,
      suggestedParams: h.params(),
    });
    expect((await h.post([freeze], [a])).status).toBe(200);
    const frozen = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: b.addr,
      receiver: a.addr,
      amount: 1,
      assetIndex: id,
      suggestedParams: h.params(),
    });
    expect400(
      await h.post([frozen], [b]),
      `${prefix}transaction ${frozen.txID()}: asset ${id} frozen in ${b.addr}`,
    );
  });

  it('transaction: should have been authorized by A but was actually authorized by B', async () => {
    const owner = newAccount();
    const newKey = newAccount();
    expect((await h.post([pay(a, owner.addr, 1_000_000)], [a])).status).toBe(200);
    expect((await h.post([pay(owner, owner.addr, 0, { rekeyTo: newKey.addr })], [owner])).status).toBe(200);
    const t = pay(owner, owner.addr, 1);
    expect400(
      await h.post([t], [owner]),
      `${prefix}transaction ${t.txID()}: should have been authorized by ${newKey.addr} but was actually authorized by ${owner.addr}`,
    );
  });

  it('401 Invalid API Token', async () => {
    const reply = await h.raw('/v2/status', { token: 'wrong' });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual({ message: 'Invalid API Token' });
    expectMatchesSpec('algod', 'get', '/v2/status', 401, reply.json);
  });

  it('404 unknown pending txid', async () => {
    const reply = await h.raw(`/v2/transactions/pending/${'A'.repeat(52)}`);
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({
      message: 'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds',
    });
    expectMatchesSpec('algod', 'get', '/v2/transactions/pending/{txid}', 404, reply.json);
  });
});
