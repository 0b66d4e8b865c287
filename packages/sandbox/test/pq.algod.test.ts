import algosdk from 'algosdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble } from '../src/avm/assemble';
import { programHash } from '../src/avm/programAddress';
import { falcon1024Sign } from '@sextant/core/pq/falcon1024';
import { canonicalPQAddress, isEdwards25519Point, pqAddress } from '../src/crypto/pqAddress';
import { vrfKeypairFromSeed, vrfProve, vrfVerify } from '../src/crypto/vrfAlgorand';
import { newAccount, type TestAccount } from './support/accounts';
import { fastSign } from './support/fastSign';
import { type PQTestAccount, pqTestAccount, withPQSig } from './support/pqAccount';
import { type RawReply, type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

const F1 = new TextEncoder().encode('f1');
const PREFIX = 'TransactionPool.Remember: ';

/**
 * Post-quantum accounts end to end, through algosdk 3.8's Falcon-1024 signers: go-algorand v5.0.0
 * data/transactions/pqsig.go PQSig.Verify, verify/txn.go (stxnCoreChecks, logicSigSanityCheckBatchPrep),
 * signedtxn.go FeeFactor, daemon/algod/api/server/v2/handlers.go RawTransaction's PQ address checks.
 */
describe('post-quantum signatures over algod', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let pq: PQTestAccount;

  const post = (body: Uint8Array, query = '') =>
    h.raw(`/v2/transactions${query}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-binary' },
    });
  const expect400 = (reply: RawReply, message: string) => {
    expect(reply.status).toBe(400);
    expect((reply.json as { message: string }).message).toBe(message);
  };
  const payFromPQ = (amount: number, fee = 3000n) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: pq.addr,
      receiver: a.addr,
      amount,
      note: algosdk.encodeUint64(Math.floor(Math.random() * 2 ** 48)),
      suggestedParams: h.params({ fee }),
    });

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    pq = pqTestAccount(1);
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: pq.addr,
      amount: 10_000_000,
      suggestedParams: h.params(),
    });
    expect((await h.post([fund], [a])).status).toBe(200);
  });
  afterAll(() => h.stop());

  it("derives the account's address as go does (canonical salt, off the curve)", () => {
    const c = canonicalPQAddress(F1, pq.keys.publicKey);
    expect(c?.address).toEqual(pq.addr.publicKey);
    expect(isEdwards25519Point(pq.addr.publicKey)).toBe(false);
  });

  it('commits a payment signed with a pqsig, charging the Falcon-1024 fee (3 min fees)', async () => {
    const before = (await h.algod.accountInformation(pq.addr).do()).amount;
    const reply = await post(await pq.sign(payFromPQ(1234)));
    expect(reply.status).toBe(200);
    const txid = (reply.json as { txId: string }).txId;
    const info = await h.algod.pendingTransactionInformation(txid).do();
    expect(info.confirmedRound).toBeGreaterThan(0n);
    expect(info.txn.pqsig?.pk).toEqual(pq.keys.publicKey);
    // The block keeps the pqsig (go: SignedTxnInBlock's SignedTxn).
    const block = await h.algod.block(info.confirmedRound as bigint).do();
    expect(block.block.payset[0]?.signedTxn.signedTxn.pqsig?.sig).toEqual(info.txn.pqsig?.sig);
    // The indexer (whose v2 API has no post-quantum signature field) still serves the transaction.
    const indexer = new algosdk.Indexer(h.sb.token, 'http://127.0.0.1', h.sb.indexer.port);
    expect((await indexer.lookupTransactionByID(txid).do()).transaction.sender).toBe(pq.addr.toString());
    expect((await h.algod.accountInformation(pq.addr).do()).amount).toBe(before - 1234n - 3000n);
  });

  it('authorizes an account rekeyed to the PQ address (pqsig with sgnr)', async () => {
    const acct = newAccount();
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: acct.addr,
      amount: 1_000_000,
      suggestedParams: h.params(),
    });
    expect((await h.post([fund], [a])).status).toBe(200);
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: acct.addr,
      receiver: acct.addr,
      amount: 0,
      rekeyTo: pq.addr,
      suggestedParams: h.params(),
    });
    expect((await h.post([rekey], [acct])).status).toBe(200);
    const pay = (n: number) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: acct.addr,
        receiver: a.addr,
        amount: n,
        suggestedParams: h.params({ fee: 3000n }),
      });
    const signed = await pq.sign(pay(1));
    expect(algosdk.decodeMsgpack(signed, algosdk.SignedTransaction).sgnr?.toString()).toBe(
      pq.addr.toString(),
    );
    expect((await post(signed)).status).toBe(200);
    expect400(
      await post(fastSign(pay(2), acct.sk)),
      `${PREFIX}transaction ${pay(2).txID()}: should have been authorized by ${pq.addr.toString()} but was actually authorized by ${acct.addr}`,
    );
  });

  it('refuses 2 min fees for a pqsig transaction (usage 3.000000)', async () => {
    expect400(
      await post(await pq.sign(payFromPQ(1, 2000n))),
      `${PREFIX}txgroup with 2mA fees is less than 3mA (usage=3.000000 * base=1mA)`,
    );
  });

  it("refuses a signature of other bytes with falcon's error code", async () => {
    const good = await pq.sign(payFromPQ(5));
    const other = falcon1024Sign(pq.keys.secretKey, new TextEncoder().encode('other bytes'));
    expect400(
      await post(withPQSig(good, { sig: other })),
      'pq signature validation failed: invalid falcon-1024 signature: error code -4: falcon verify failed',
    );
    expect400(
      await post(withPQSig(good, { sig: new Uint8Array() })),
      'pq signature validation failed: pq signature is empty',
    );
    const cut = withPQSig(good, { sig: other.subarray(0, other.length - 1) });
    expect400(
      await post(cut),
      'pq signature validation failed: invalid falcon-1024 signature: error code -3: falcon verify failed',
    );
  });

  it('checks the salt: an on-curve address is refused before broadcast unless skip-pq-address-check', async () => {
    const good = await pq.sign(payFromPQ(6));
    const canonical = algosdk.decodeMsgpack(good, algosdk.SignedTransaction).pqsig?.slt ?? 0;
    const onCurve = [...Array(256).keys()].find((s) =>
      isEdwards25519Point(pqAddress(F1, s, pq.keys.publicKey)),
    );
    const offCurve = [...Array(256).keys()].find(
      (s) => s !== canonical && !isEdwards25519Point(pqAddress(F1, s, pq.keys.publicKey)),
    );
    if (onCurve === undefined || offCurve === undefined) throw new Error('no salts to test with');
    const onCurveAddr = algosdk.encodeAddress(pqAddress(F1, onCurve, pq.keys.publicKey));
    expect400(
      await post(withPQSig(good, { slt: onCurve })),
      `transaction 0: pq signature authorizer address ${onCurveAddr} is an Edwards25519 curve point (non PQ-compliant)`,
    );
    expect400(
      await post(withPQSig(good, { slt: onCurve }), '?skip-pq-address-check=true'),
      `pq signature validation failed: pq signature authorizer mismatch: derived ${onCurveAddr}, expected ${pq.addr.toString()}`,
    );
    const offCurveAddr = algosdk.encodeAddress(pqAddress(F1, offCurve, pq.keys.publicKey));
    expect400(
      await post(withPQSig(good, { slt: offCurve })),
      `pq signature validation failed: pq signature authorizer mismatch: derived ${offCurveAddr}, expected ${pq.addr.toString()}`,
    );
    expect400(
      await post(good, '?skip-pq-address-check=maybe'),
      'Invalid format for parameter skip-pq-address-check: error binding string parameter: strconv.ParseBool: parsing "maybe": invalid syntax',
    );
  });

  it('refuses a scheme the registry does not know', async () => {
    const good = await pq.sign(payFromPQ(7));
    expect400(
      await post(withPQSig(good, { sch: new TextEncoder().encode('f2') }), '?skip-pq-address-check=1'),
      'pq signature validation failed: pq signature scheme not supported',
    );
  });

  it('runs a logic sig delegated by the PQ account (pqsig over "PQProgram" ‖ address ‖ program)', async () => {
    const program = (await h.algod.compile('#pragma version 13\nint 1').do()).result;
    const lsig = new algosdk.LogicSig(algosdk.base64ToBytes(program));
    expect((await lsig.signWithSigner(pq.signers.delegatedLsigSigner)).toString()).toBe(pq.addr.toString());
    const send = (l: algosdk.LogicSig, fee = 3000n) =>
      post(algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn: payFromPQ(8, fee), lsig: l })));
    expect((await send(lsig)).status).toBe(200);
    expect400(
      await send(lsig, 1000n),
      `${PREFIX}txgroup with 1mA fees is less than 3mA (usage=3.000000 * base=1mA)`,
    );
    const both = new algosdk.LogicSig(lsig.logic);
    both.pqsig = lsig.pqsig as NonNullable<algosdk.LogicSig['pqsig']>;
    both.sig = new Uint8Array(64).fill(1);
    expect400(await send(both), 'LogicSig should have only one type of delegation signature');
    const forged = new algosdk.LogicSig(lsig.logic);
    forged.pqsig = {
      ...(lsig.pqsig as NonNullable<algosdk.LogicSig['pqsig']>),
      sig: falcon1024Sign(pq.keys.secretKey, lsig.logic),
    };
    expect400(
      await send(forged),
      'pq delegated logic signature validation failed: invalid falcon-1024 signature: error code -4: falcon verify failed',
    );
  });

  it('refuses a TEAL v13 escrow whose program hash is an Edwards25519 point unless skip-pq-address-check', async () => {
    // The assembler salts such a program off the curve (go assembler.go finalizeProgram): ask it not to.
    const unsalted = (k: number) => assemble(`#pragma version 13\n#pragma autosalt false\nint ${k}`).program;
    let n = 1;
    let program = unsalted(n);
    while (!isEdwards25519Point(programHash(program))) program = unsalted(++n);
    const lsig = new algosdk.LogicSig(program);
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: lsig.address(),
      receiver: a.addr,
      amount: 0,
      suggestedParams: h.params(),
    });
    const body = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, lsig }));
    expect400(
      await post(body),
      'transaction 0: TEAL v13 LogicSig program hash is an Edwards25519 point and should not be used; set skip-pq-address-check=true to submit anyway if you understand the risks and know what you are doing',
    );
    // Past the check, the escrow (never funded) pays its fee from nothing.
    const skipped = await post(body, '?skip-pq-address-check=true');
    expect(skipped.status).toBe(400);
    expect((skipped.json as { message: string }).message).toMatch(/overspend/);
  });

  it('runs falcon_verify and vrf_verify in an app call', async () => {
    const data = new TextEncoder().encode('sextant');
    const vrfKeys = vrfKeypairFromSeed(new Uint8Array(32).fill(9));
    const proof = vrfProve(vrfKeys.secretKey, data);
    const output = vrfVerify(vrfKeys.publicKey, proof, data) as Uint8Array;
    const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
    const approval = [
      '#pragma version 13',
      'txn ApplicationID; bz ok',
      'txn NumAppArgs; bz ok',
      'txna ApplicationArgs 0; byte "falcon"; ==; bnz falcon',
      'txna ApplicationArgs 1; txna ApplicationArgs 2; txna ApplicationArgs 3; vrf_verify VrfAlgorand; assert',
      'txna ApplicationArgs 4; ==; return',
      `falcon: txna ApplicationArgs 1; txna ApplicationArgs 2; byte 0x${hex(pq.keys.publicKey)}; falcon_verify; return`,
      'ok: int 1',
    ]
      .join('\n')
      .replaceAll('; ', '\n');
    const compile = async (src: string) => algosdk.base64ToBytes((await h.algod.compile(src).do()).result);
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: a.addr,
      approvalProgram: await compile(approval),
      clearProgram: await compile('#pragma version 13\nint 1'),
      numGlobalByteSlices: 0,
      numGlobalInts: 0,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      extraPages: 1,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: h.params(),
    });
    const created = await h.post([create], [a]);
    expect(created.status).toBe(200);
    const appId = (await h.algod.pendingTransactionInformation((created.json as { txId: string }).txId).do())
      .applicationIndex as bigint;
    // falcon_verify costs 1700 and vrf_verify 5700: budget pooled over a group of 10 app calls.
    const call = (args: Uint8Array[]) => {
      const txns = Array.from({ length: 10 }, (_, i) =>
        algosdk.makeApplicationNoOpTxnFromObject({
          sender: a.addr,
          appIndex: appId,
          appArgs: i === 0 ? args : [],
          note: Uint8Array.of(i, Math.floor(Math.random() * 256)),
          suggestedParams: h.params(),
        }),
      );
      return h.post(txns, [a]);
    };
    const word = (s: string) => new TextEncoder().encode(s);
    expect((await call([word('falcon'), data, falcon1024Sign(pq.keys.secretKey, data)])).status).toBe(200);
    const forged = await call([word('falcon'), data, falcon1024Sign(pq.keys.secretKey, word('else'))]);
    expect(forged.status).toBe(400);
    expect((forged.json as { message: string }).message).toMatch(/rejected by ApprovalProgram/);
    expect((await call([word('vrf'), data, proof, vrfKeys.publicKey, output])).status).toBe(200);
    const wrong = await call([word('vrf'), word('other'), proof, vrfKeys.publicKey, output]);
    expect(wrong.status).toBe(400);
    expect((wrong.json as { message: string }).message).toMatch(/assert failed/);
  });

  // go: ledger/simulation/simulator.go isPlaceholderPQSig / isPlaceholderDelegatedPQSig / validatePlaceholderPQSig.
  it("simulates algosdk's empty PQ signer with allow-empty-signatures, charging the PQ fee", async () => {
    const m = algosdk.modelsv2;
    const simulate = async (stxn: Uint8Array, allowEmptySignatures: boolean, fixSigners = false) =>
      (
        await h.algod
          .simulateTransactions(
            new m.SimulateRequest({
              txnGroups: [
                new m.SimulateRequestTransactionGroup({
                  txns: [algosdk.decodeMsgpack(stxn, algosdk.SignedTransaction)],
                }),
              ],
              allowEmptySignatures,
              fixSigners,
            }),
          )
          .do()
      ).txnGroups[0];
    const empty = async (fee: bigint) =>
      (await pq.signers.emptyTxnSigner([payFromPQ(9, fee)], [0]))[0] as Uint8Array;
    expect((await simulate(await empty(3000n), true))?.failureMessage).toBeUndefined();
    expect((await simulate(await empty(1000n), true))?.failureMessage).toBe(
      'txgroup with 1mA fees is less than 3mA (usage=3.000000 * base=1mA)',
    );
    expect((await simulate(await empty(3000n), false))?.failureMessage).toMatch(
      /pq signature validation failed: pq signature is empty/,
    );
    // A placeholder naming another account's key stays a failure (ValidateEnvelope).
    const canonical = algosdk.decodeMsgpack(await empty(3000n), algosdk.SignedTransaction).pqsig?.slt;
    const other = [...Array(256).keys()].find((s) => s !== canonical) ?? 0;
    expect((await simulate(withPQSig(await empty(3000n), { slt: other }), true))?.failureMessage).toMatch(
      /pq signature authorizer mismatch/,
    );
    // go: validateFixedPlaceholderPQEnvelopes — with fix-signers, a placeholder naming the PQ key for
    // an account that is not rekeyed to it fails once evaluation has settled the signer.
    const fromPlain = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      suggestedParams: h.params({ fee: 3000n }),
    });
    const placeholder = (await pq.signers.emptyTxnSigner([fromPlain], [0]))[0] as Uint8Array;
    const fixed = await simulate(placeholder, true, true);
    expect(fixed?.failedAt).toEqual([0]);
    expect(fixed?.failureMessage).toBe(
      `pq signature validation failed: pq signature authorizer mismatch: derived ${pq.addr.toString()}, expected ${a.addr}`,
    );
    // A delegated logic sig with an empty pqsig runs its program as an escrow would.
    const lsig = new algosdk.LogicSig(assemble('#pragma version 13\nint 1').program);
    await lsig.signWithSigner(pq.signers.delegatedLsigSigner);
    lsig.pqsig = { ...(lsig.pqsig as NonNullable<algosdk.LogicSig['pqsig']>), sig: new Uint8Array() };
    const delegated = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn: payFromPQ(10), lsig }));
    expect((await simulate(delegated, true))?.failureMessage).toBeUndefined();
    expect((await simulate(delegated, false))?.failureMessage).toMatch(
      /pq delegated logic signature validation failed: pq signature is empty/,
    );
  });

  it('keeps pqsig transactions across a restart of the data dir (the block log replays them)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-pq-'));
    try {
      const first = await sandboxHarness({ accounts: 1, dataDir: dir });
      const rich = first.rich[0] as TestAccount;
      const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: rich.addr,
        receiver: pq.addr,
        amount: 1_000_000,
        suggestedParams: first.params(),
      });
      expect((await first.post([fund], [rich])).status).toBe(200);
      const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: pq.addr,
        receiver: rich.addr,
        amount: 1,
        suggestedParams: first.params({ fee: 3000n }),
      });
      const sent = await first.raw('/v2/transactions', { method: 'POST', body: await pq.sign(pay) });
      expect(sent.status).toBe(200);
      await first.stop();
      const second = await sandboxHarness({ accounts: 1, dataDir: dir });
      try {
        const info = await second.algod
          .pendingTransactionInformation((sent.json as { txId: string }).txId)
          .do();
        expect(info.txn.pqsig?.pk).toEqual(pq.keys.publicKey);
        expect((await second.algod.accountInformation(pq.addr).do()).amount).toBe(1_000_000n - 1n - 3000n);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still takes ed25519 transactions unchanged', async () => {
    const t = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: pq.addr,
      amount: 1,
      suggestedParams: h.params(),
    });
    expect((await post(fastSign(t, a.sk))).status).toBe(200);
  });
});
