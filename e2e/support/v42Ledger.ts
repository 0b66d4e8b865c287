import algosdk from 'algosdk';
import { falcon1024Keygen, falcon1024Sign } from '../../packages/core/src/pq/falcon1024';
import { genesisAccount } from './explorerLedger';

/** What consensus v42 added, committed on the sandbox for the explorer to show. */
export interface V42Ledger {
  funder: string;
  pqAddress: string;
  pqSalt: number;
  /** A payment signed with a Falcon-1024 `pqsig` (fee 3 min fees). */
  pqPaymentTxid: string;
  /** A payment from the PQ account authorised by a logic sig it delegated with a pqsig. */
  pqDelegatedTxid: string;
  appId: bigint;
  /** A call with an access list (address, app, box of the called app, an empty quota entry) and reject version 7. */
  accessCallTxid: string;
  /** `#pragma version 13\npushint 12`, which hashes on the curve, salted by the assembler: a payment from it. */
  saltedLsigTxid: string;
}

const APPROVAL = `#pragma version 12
txn ApplicationID
bz ok
byte "seen"
int 1
app_global_put
ok:
int 1`;

export async function fillV42Ledger(urls: { algod: string; kmd: string; token: string }): Promise<V42Ledger> {
  const algodUrl = new URL(urls.algod);
  const algod = new algosdk.Algodv2(urls.token, algodUrl.origin, algodUrl.port);
  const kmdUrl = new URL(urls.kmd);
  const funder = await genesisAccount(new algosdk.Kmd(urls.token, kmdUrl.origin, kmdUrl.port), algod);
  const params = async (fee?: bigint) => {
    const p = await algod.getTransactionParams().do();
    return fee === undefined ? p : { ...p, fee, flatFee: true };
  };
  const send = async (signed: Uint8Array) => {
    const { txid } = await algod.sendRawTransaction(signed).do();
    await algosdk.waitForConfirmation(algod, txid, 10);
    return txid;
  };
  const compile = async (source: string) =>
    new Uint8Array(Buffer.from((await algod.compile(source).do()).result, 'base64'));

  // A Falcon-1024 account (deterministic det1024 signing, as go-algorand signs) through algosdk 3.8.
  const keys = falcon1024Keygen(new Uint8Array(48).fill(42));
  const pq = algosdk.addressWithSignersFromRawFalcon1024Signer({
    falcon1024PublicKey: keys.publicKey,
    falcon1024Signer: (bytes) => Promise.resolve(falcon1024Sign(keys.secretKey, bytes)),
  });
  const pay = async (
    sender: string | algosdk.Address,
    receiver: string | algosdk.Address,
    amount: number,
    fee?: bigint,
  ) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver,
      amount,
      suggestedParams: await params(fee),
    });
  await send((await pay(funder.addr, pq.address, 20_000_000)).signTxn(funder.sk));
  const pqPayment = await pay(pq.address, funder.addr, 1234, 3000n);
  const [pqSigned] = await pq.txnSigner([pqPayment], [0]);
  const pqPaymentTxid = await send(pqSigned as Uint8Array);
  const pqSalt = algosdk.decodeMsgpack(pqSigned as Uint8Array, algosdk.SignedTransaction).pqsig?.slt ?? 0;

  const delegated = new algosdk.LogicSig(await compile('#pragma version 13\nint 1'));
  await delegated.signWithSigner(pq.delegatedLsigSigner);
  const delegatedTxn = await pay(pq.address, funder.addr, 5, 3000n);
  const pqDelegatedTxid = await send(
    algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn: delegatedTxn, lsig: delegated })),
  );

  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: funder.addr,
    approvalProgram: await compile(APPROVAL),
    clearProgram: await compile('#pragma version 12\nint 1'),
    numGlobalInts: 1,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(),
  });
  await send(create.signTxn(funder.sk));
  const appId = (await algod.pendingTransactionInformation(create.txID()).do()).applicationIndex as bigint;
  const call = algosdk.makeApplicationCallTxnFromObject({
    sender: funder.addr,
    appIndex: appId,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    access: [
      { address: pq.address },
      { appIndex: appId },
      { box: { appIndex: appId, name: new TextEncoder().encode('vault') } },
      {},
    ],
    rejectVersion: 7,
    suggestedParams: await params(),
  });
  const accessCallTxid = await send(call.signTxn(funder.sk));

  // go's handlers_test: `pushint 12` at v13 hashes on the curve, so the assembler salts it.
  const escrow = new algosdk.LogicSigAccount(await compile('#pragma version 13\npushint 12'));
  await send((await pay(funder.addr, escrow.address(), 1_000_000)).signTxn(funder.sk));
  const fromEscrow = await pay(escrow.address(), funder.addr, 1);
  const saltedLsigTxid = await send(algosdk.signLogicSigTransactionObject(fromEscrow, escrow).blob);

  return {
    funder: funder.addr.toString(),
    pqAddress: pq.address.toString(),
    pqSalt,
    pqPaymentTxid,
    pqDelegatedTxid,
    appId,
    accessCallTxid,
    saltedLsigTxid,
  };
}
