import algosdk from 'algosdk';
import { ChainBuilder } from './ChainBuilder';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
/** `#pragma version 2; int 1`: a logic sig that approves everything. */
export const TRUE_PROGRAM = new Uint8Array([0x02, 0x20, 0x01, 0x01, 0x22]);

/** Everything the scenario made, for tests to look up. */
export interface Scenario {
  chain: ChainBuilder;
  a: string;
  b: string;
  c: string;
  /** Rekeyed to `a` in round 7, closed to `a` in round 9. */
  d: string;
  msig: string;
  lsig: string;
  coin: bigint;
  doomed: bigint;
  app: bigint;
  txids: Record<string, string>;
}

/**
 * A small chain touching every transaction kind the sandbox makes, built with real algosdk
 * signatures: payments (notes, leases, groups, close-out), multisig and logic-sig senders, keyreg
 * online/offline/non-participating, an asset's whole life, rekeying, and an app with state deltas,
 * logs and inner transactions.
 */
export function buildScenario(): Scenario {
  const chain = new ChainBuilder({ accounts: 4, seed: 7 });
  const [A, B, C, D] = chain.accounts as [
    (typeof chain.accounts)[0],
    (typeof chain.accounts)[0],
    (typeof chain.accounts)[0],
    (typeof chain.accounts)[0],
  ];
  const sp = () => chain.params();
  const pay = (
    from: string,
    to: string,
    amount: number,
    extra: Partial<algosdk.PaymentTransactionParams & algosdk.CommonTransactionParams> = {},
  ) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount,
      suggestedParams: sp(),
      ...extra,
    });
  const msigParams = { version: 1, threshold: 2, addrs: [A.address, B.address, C.address] };
  const msig = algosdk.multisigAddress(msigParams).toString();
  const lsigAcct = new algosdk.LogicSigAccount(TRUE_PROGRAM);
  const lsig = lsigAcct.address().toString();
  const txids: Record<string, string> = {};
  const txidOf = (i: number): string => chain.lastTxids[i] as string;

  // r1: fund the multisig and logic-sig accounts; a note.
  chain.commit([
    chain.sign(pay(A.address, msig, 5_000_000, { note: enc('fund msig') }), A.sk),
    chain.sign(pay(A.address, lsig, 5_000_000), A.sk),
  ]);
  txids.fundMsig = txidOf(0);
  // r2: a group of two payments, one with a lease.
  const g1 = pay(A.address, B.address, 1_000_000, { lease: new Uint8Array(32).fill(7) });
  const g2 = pay(B.address, A.address, 2_000, { note: enc('refund') });
  algosdk.assignGroupID([g1, g2]);
  chain.commit([chain.sign(g1, A.sk), chain.sign(g2, B.sk)]);
  txids.group1 = txidOf(0);
  txids.group2 = txidOf(1);
  // r3: multisig and logic-sig senders.
  const mtx = pay(msig, C.address, 100_000);
  const m1 = algosdk.signMultisigTransaction(mtx, msigParams, A.sk).blob;
  const m2 = algosdk.appendSignMultisigTransaction(m1, msigParams, B.sk).blob;
  const ltx = algosdk.signLogicSigTransactionObject(pay(lsig, C.address, 200_000), lsigAcct).blob;
  chain.commit([algosdk.decodeSignedTransaction(m2), algosdk.decodeSignedTransaction(ltx)]);
  txids.msig = txidOf(0);
  txids.lsig = txidOf(1);
  // r4: key registrations.
  const keys = {
    voteKey: new Uint8Array(32).fill(1),
    selectionKey: new Uint8Array(32).fill(2),
    stateProofKey: new Uint8Array(64).fill(3),
  };
  chain.commit([
    chain.sign(
      algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: B.address,
        ...keys,
        voteFirst: 1,
        voteLast: 10_000,
        voteKeyDilution: 100,
        suggestedParams: sp(),
      }),
      B.sk,
    ),
    chain.sign(
      algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: C.address,
        suggestedParams: sp(),
      }),
      C.sk,
    ),
    chain.sign(
      algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: D.address,
        nonParticipation: true,
        suggestedParams: sp(),
      }),
      D.sk,
    ),
  ]);
  txids.keyregOnline = txidOf(0);
  // r5: an asset is made, held, frozen, clawed back, reconfigured; another made.
  const assetBlock = chain.commit([
    chain.sign(
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: A.address,
        total: 1_000_000,
        decimals: 2,
        defaultFrozen: false,
        unitName: 'SXT',
        assetName: 'Sextant Coin',
        assetURL: 'https://sextant.example',
        manager: A.address,
        reserve: A.address,
        freeze: A.address,
        clawback: A.address,
        assetMetadataHash: new Uint8Array(32).fill(9),
        suggestedParams: sp(),
      }),
      A.sk,
    ),
    chain.sign(
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: B.address,
        total: 10,
        decimals: 0,
        defaultFrozen: false,
        unitName: 'DOOM',
        assetName: 'Doomed',
        manager: B.address,
        suggestedParams: sp(),
      }),
      B.sk,
    ),
  ]);
  const coin = assetBlock.payset[0]?.signedTxn.applyData.configAsset as bigint;
  const doomed = assetBlock.payset[1]?.signedTxn.applyData.configAsset as bigint;
  txids.coinCreate = txidOf(0);
  const axfer = (
    from: string,
    to: string,
    amount: number,
    assetIndex: bigint,
    extra: Partial<algosdk.AssetTransferTransactionParams> = {},
  ) =>
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount,
      assetIndex,
      suggestedParams: sp(),
      ...extra,
    });
  chain.commit([
    chain.sign(axfer(B.address, B.address, 0, coin), B.sk),
    chain.sign(axfer(C.address, C.address, 0, coin), C.sk),
    chain.sign(axfer(A.address, B.address, 500, coin), A.sk),
    chain.sign(axfer(A.address, C.address, 40, coin), A.sk),
    chain.sign(
      algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
        sender: A.address,
        assetIndex: coin,
        freezeTarget: B.address,
        frozen: true,
        suggestedParams: sp(),
      }),
      A.sk,
    ),
    chain.sign(axfer(A.address, A.address, 100, coin, { assetSender: B.address }), A.sk),
    chain.sign(axfer(C.address, C.address, 0, coin, { closeRemainderTo: A.address }), C.sk),
    chain.sign(
      algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
        sender: A.address,
        assetIndex: coin,
        manager: A.address,
        reserve: A.address,
        freeze: A.address,
        strictEmptyAddressChecking: false,
        suggestedParams: sp(),
      }),
      A.sk,
    ),
    chain.sign(
      algosdk.makeAssetDestroyTxnWithSuggestedParamsFromObject({
        sender: B.address,
        assetIndex: doomed,
        suggestedParams: sp(),
      }),
      B.sk,
    ),
  ]);
  txids.freeze = txidOf(4);
  txids.clawback = txidOf(5);
  txids.assetClose = txidOf(6);
  // r7: D rekeys to A, then A signs for D.
  chain.commit([chain.sign(pay(D.address, D.address, 0, { rekeyTo: A.address }), D.sk)]);
  txids.rekey = txidOf(0);
  chain.commit([chain.sign(pay(D.address, B.address, 1_000, { note: enc('via auth') }), A.sk)]);
  txids.authorized = txidOf(0);
  // r9: an app with global state and logs, opted into, called with inner txns, closed out, deleted.
  const appBlock = chain.commit([
    {
      stxn: chain.sign(
        algosdk.makeApplicationCreateTxnFromObject({
          sender: A.address,
          approvalProgram: TRUE_PROGRAM,
          clearProgram: TRUE_PROGRAM,
          numGlobalInts: 1,
          numGlobalByteSlices: 1,
          numLocalInts: 1,
          numLocalByteSlices: 0,
          onComplete: algosdk.OnApplicationComplete.NoOpOC,
          suggestedParams: sp(),
        }),
        A.sk,
      ),
      applyData: new algosdk.ApplyData({
        evalDelta: new algosdk.EvalDelta({
          globalDelta: new Map([
            [enc('count'), new algosdk.ValueDelta({ action: 2, bytes: new Uint8Array(), uint: 1n })],
            [enc('name'), new algosdk.ValueDelta({ action: 1, bytes: enc('sextant'), uint: 0n })],
          ]),
          logs: [enc('created')],
        }),
      }),
    },
  ]);
  const app = appBlock.payset[0]?.signedTxn.applyData.applicationID as bigint;
  txids.appCreate = txidOf(0);
  const appAddr = algosdk.getApplicationAddress(app).toString();
  const { genesisID: _id, genesisHash: _hash, ...noGenesis } = { ...sp(), fee: 0 };
  const innerPay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: appAddr,
    receiver: C.address,
    amount: 7_000,
    suggestedParams: noGenesis,
  });
  const appCall = (onComplete: algosdk.OnApplicationComplete, from: typeof A) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: from.address,
      appIndex: app,
      onComplete,
      accounts: [C.address],
      suggestedParams: sp(),
    });
  chain.commit([
    chain.sign(pay(A.address, appAddr, 1_000_000), A.sk),
    {
      stxn: chain.sign(appCall(algosdk.OnApplicationComplete.OptInOC, B), B.sk),
      applyData: new algosdk.ApplyData({
        evalDelta: new algosdk.EvalDelta({
          localDeltas: new Map([
            [
              0,
              new Map([
                [enc('seen'), new algosdk.ValueDelta({ action: 2, bytes: new Uint8Array(), uint: 3n })],
              ]),
            ],
          ]),
        }),
      }),
    },
    {
      stxn: chain.sign(appCall(algosdk.OnApplicationComplete.NoOpOC, B), B.sk),
      applyData: new algosdk.ApplyData({
        evalDelta: new algosdk.EvalDelta({
          globalDelta: new Map([
            [enc('count'), new algosdk.ValueDelta({ action: 2, bytes: new Uint8Array(), uint: 2n })],
          ]),
          logs: [enc('paid'), new Uint8Array([0, 1, 2])],
          innerTxns: [
            new algosdk.SignedTxnWithAD({
              signedTxn: new algosdk.SignedTransaction({ txn: innerPay }),
              applyData: new algosdk.ApplyData({
                evalDelta: new algosdk.EvalDelta({ logs: [enc('inner log')] }),
              }),
            }),
          ],
        }),
      }),
    },
  ]);
  txids.appCall = txidOf(2);
  chain.commit([
    chain.sign(appCall(algosdk.OnApplicationComplete.CloseOutOC, B), B.sk),
    chain.sign(
      algosdk.makeApplicationDeleteTxnFromObject({ sender: A.address, appIndex: app, suggestedParams: sp() }),
      A.sk,
    ),
    chain.sign(pay(D.address, D.address, 0, { closeRemainderTo: A.address }), A.sk),
  ]);
  txids.close = txidOf(2);
  return {
    chain,
    a: A.address,
    b: B.address,
    c: C.address,
    d: D.address,
    msig,
    lsig,
    coin,
    doomed,
    app,
    txids,
  };
}
