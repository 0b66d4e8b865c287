import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastSign } from '../support/fastSign';
import { TWO_NETWORKS, type TestNetwork } from '../support/twoNetworks';

/**
 * The sub-µAlgo residue across inner groups: go-algorand v5.0.0 data/transactions/logic/eval.go
 * feeCredit / opItxnSubmit / NewInnerEvalParams (EvalParams.feeResidue, handed down to an inner
 * app's groups and back) over data/basics/overflow.go FeeForUsage, so that a top-level group and
 * every inner group under it round up once in aggregate. A pay with a 1025-byte note costs
 * 1000.1 µAlgo (PerByteTxnSurcharge): app A calls app B, whose own inner group pays with such a
 * note (1001, leaving 0.9 of a µAlgo), then A pays with one (1000.1, absorbed: 1000). The pooled
 * credit (every inner fee is set to 0) must cover 1000 + 1001 + 1000 = 3001: the outer fee 4001 is
 * enough, 4000 is not (rounding each group up on its own would need 4002).
 */
const PAY_WITH_LONG_NOTE = `itxn_begin
int pay
itxn_field TypeEnum
global CurrentApplicationAddress
itxn_field Receiver
int 1025
bzero
itxn_field Note
int 0
itxn_field Fee
itxn_submit`;

const B = `#pragma version 13
txn ApplicationID
bz ok
${PAY_WITH_LONG_NOTE}
ok:
int 1`;

const A = `#pragma version 13
txn ApplicationID
bz ok
itxn_begin
int appl
itxn_field TypeEnum
txna Applications 1
itxn_field ApplicationID
int 0
itxn_field Fee
itxn_submit
${PAY_WITH_LONG_NOTE}
ok:
int 1`;

describe.each(TWO_NETWORKS)('fee residue across nested inner groups on the %s', (_name, start) => {
  let net: TestNetwork;
  let a: bigint;
  let b: bigint;
  const sp = () => net.algod.getTransactionParams().do();
  const send = async (txn: algosdk.Transaction) => {
    const { txid } = await net.algod.sendRawTransaction(fastSign(txn, net.rich.sk)).do();
    return algosdk.waitForConfirmation(net.algod, txid, 4);
  };
  const create = async (teal: string) => {
    const compiled = async (src: string) =>
      new Uint8Array(Buffer.from((await net.algod.compile(src).do()).result, 'base64'));
    const txn = algosdk.makeApplicationCreateTxnFromObject({
      sender: net.rich.addr,
      approvalProgram: await compiled(teal),
      clearProgram: await compiled('#pragma version 13\n#pragma autosalt false\nint 1'),
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      suggestedParams: await sp(),
    });
    const id = (await send(txn)).applicationIndex as bigint;
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: net.rich.addr,
        receiver: algosdk.getApplicationAddress(id),
        amount: 1_000_000n,
        suggestedParams: await sp(),
      }),
    );
    return id;
  };
  const callA = async (fee: bigint) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: net.rich.addr,
      appIndex: a,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      foreignApps: [b],
      note: algosdk.encodeUint64(fee),
      suggestedParams: { ...(await sp()), flatFee: true, fee },
    });

  beforeAll(async () => {
    net = await start();
    b = await create(B);
    a = await create(A);
  });
  afterAll(() => net.stop());

  it('charges the inner groups 3001 µAlgo of credit in all: 4001 passes', async () => {
    const done = await send(await callA(4001n));
    const inner = done.innerTxns ?? [];
    expect(inner).toHaveLength(2);
    expect(inner[0]?.innerTxns).toHaveLength(1);
    // The pooled credit paid them all.
    expect(inner.map((t) => t.txn.txn.fee)).toEqual([0n, 0n]);
  });

  it('refuses 4000 (one µAlgo short of the aggregate ceiling)', async () => {
    // go: logic/eval.go opItxnSubmit "group fee %s too small (needs %s more)": inner fees 0, 1 µAlgo short.
    await expect(send(await callA(4000n))).rejects.toThrow(/group fee 0\.0A too small \(needs 1uA more\)/);
  });
});
