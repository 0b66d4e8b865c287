import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { compile, createAppTxn } from '../support/apps';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

/**
 * Consensus v41/v42 transaction rules for app calls, against a running sandbox: RejectVersion and
 * app versioning (ledger/apply/application.go ApplicationCall), the app call's well-formedness
 * (data/transactions/application.go wellFormed) and EnforceAuthAddrSenderDiff
 * (data/transactions/verify/txn.go txnBatchPrep), texts as go-algorand v5.0.0's.
 */
describe('v42 app call rules', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let appId: bigint;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    appId = (await send(await createAppTxn(h, a, '#pragma version 13\nint 1'))).applicationIndex as bigint;
  });
  afterAll(() => h.stop());

  const send = async (txn: algosdk.Transaction) => {
    const { txid } = await h.algod.sendRawTransaction(txn.signTxn(a.sk)).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };
  const sp = () => h.algod.getTransactionParams().do();
  // makeApplicationCallTxnFromObject: the NoOp helper drops rejectVersion.
  const call = async (extra: Partial<Parameters<typeof algosdk.makeApplicationCallTxnFromObject>[0]> = {}) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await sp(),
      ...extra,
    });

  it('RejectVersion: a call fails once the app reached the version, and may not be set at creation', async () => {
    // A new app is at version 0: rejecting from version 1 on lets the call through.
    await send(await call({ rejectVersion: 1 }));
    const program = await compile(h, '#pragma version 13\nint 1');
    const update = algosdk.makeApplicationUpdateTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      approvalProgram: program,
      clearProgram: program,
      suggestedParams: await sp(),
    });
    await send(update);
    expect((await h.algod.getApplicationByID(appId).do()).params?.version).toBe(1);
    await send(await call({ rejectVersion: 2 }));
    await expect(send(await call({ rejectVersion: 1 }))).rejects.toThrow(
      'app version (1) >= reject version (1)',
    );
    const withReject = await call({
      appIndex: 0,
      approvalProgram: program,
      clearProgram: program,
      rejectVersion: 1,
    });
    await expect(send(withReject)).rejects.toThrow('tx.RejectVersion cannot be set during creation');
  });

  it('wellFormed: argument counts and sizes, programs outside create/update', async () => {
    const args = (n: number, size: number) => Array.from({ length: n }, () => new Uint8Array(size));
    await expect(send(await call({ appArgs: args(17, 1) }))).rejects.toThrow(
      'tx.ApplicationArgs has too many arguments. 17 > 16',
    );
    await expect(send(await call({ appArgs: args(1, 4097) }))).rejects.toThrow(
      'tx.ApplicationArgs[0] length is too long. 4097 > 4096',
    );
    await expect(send(await call({ foreignApps: Array(9).fill(appId) }))).rejects.toThrow(
      'tx.ForeignApps too long, max number of foreign apps is 8',
    );
    await expect(
      send(
        await call({
          accounts: [a.addr, a.addr, a.addr, a.addr, a.addr],
          foreignApps: [appId, appId, appId, appId],
        }),
      ),
    ).rejects.toThrow('tx references exceed MaxAppTotalTxnReferences = 8');
  });

  it('EnforceAuthAddrSenderDiff: a signer field equal to the sender is refused', async () => {
    const txn = await call();
    const sig = algosdk.signTransaction(txn, a.sk);
    const stxn = algosdk.decodeSignedTransaction(sig.blob);
    const withSgnr = new algosdk.SignedTransaction({ txn, sig: stxn.sig as Uint8Array, sgnr: txn.sender });
    await expect(h.algod.sendRawTransaction(algosdk.encodeMsgpack(withSgnr)).do()).rejects.toThrow(
      'AuthAddr must be different from Sender',
    );
  });

  it('PerByteTxnSurcharge: a note beyond 1024 bytes pays 100 micros of a min fee per byte, up to 4096', async () => {
    // go: transaction.go Header.FeeContribution, ledger/eval/eval.go CheckGroupFees, WellFormed.
    const pay = async (note: number, fee: number) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: a.addr,
        amount: 0,
        note: new Uint8Array(note),
        suggestedParams: { ...(await sp()), flatFee: true, fee: BigInt(fee) },
      });
    await expect(send(await pay(2024, 1099))).rejects.toThrow(
      /fees is less than .* \(usage=1\.100000 \* base=/,
    );
    await send(await pay(2024, 1100));
    await expect(send(await pay(4097, 10_000))).rejects.toThrow('transaction note too big: 4097 > 4096');
  });
});
