import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { estimatedSignedSize, suggestedFee } from './suggestedFee';

const A = algosdk.generateAccount().addr;
const B = algosdk.generateAccount().addr;

function params(fee: number): algosdk.SuggestedParams {
  return {
    fee,
    minFee: 1000,
    firstValid: 1000,
    lastValid: 2000,
    genesisID: 'sandnet-v1',
    genesisHash: new Uint8Array(32).fill(9),
  };
}

// Each maker sees the per-byte fee and computes the fee itself; ours must agree to the microalgo.
const MAKERS: [string, (sp: algosdk.SuggestedParams) => algosdk.Transaction][] = [
  [
    'pay',
    (sp) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: A,
        receiver: B,
        amount: 5,
        suggestedParams: sp,
      }),
  ],
  [
    'pay with note, close and rekey',
    (sp) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: A,
        receiver: B,
        amount: 5,
        closeRemainderTo: B,
        rekeyTo: B,
        note: new Uint8Array(900),
        suggestedParams: sp,
      }),
  ],
  [
    'axfer',
    (sp) =>
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: A,
        receiver: B,
        amount: 123456789n,
        assetIndex: 77,
        suggestedParams: sp,
      }),
  ],
  [
    'acfg',
    (sp) =>
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: A,
        total: 10n ** 15n,
        decimals: 6,
        defaultFrozen: false,
        unitName: 'U',
        assetName: 'Name',
        assetURL: 'https://x',
        manager: A,
        reserve: B,
        suggestedParams: sp,
      }),
  ],
  [
    'appl',
    (sp) =>
      algosdk.makeApplicationCallTxnFromObject({
        sender: A,
        appIndex: 5,
        onComplete: 0,
        appArgs: [new Uint8Array(300)],
        accounts: [B],
        boxes: [{ appIndex: 0, name: new Uint8Array(10) }],
        suggestedParams: sp,
      }),
  ],
  [
    'keyreg',
    (sp) =>
      algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: A,
        voteKey: new Uint8Array(32).fill(1),
        selectionKey: new Uint8Array(32).fill(2),
        stateProofKey: new Uint8Array(64).fill(3),
        voteFirst: 1,
        voteLast: 100000,
        voteKeyDilution: 317,
        suggestedParams: sp,
      }),
  ],
];

describe('suggestedFee', () => {
  it.each(MAKERS.flatMap(([name, make]) => [0, 1, 7, 25, 1000].map((fee) => [name, fee, make] as const)))(
    '%s at %i µALGO/byte equals algosdk',
    (_name, feePerByte, make) => {
      const sdk = make(params(feePerByte));
      // Start from a flat-fee copy so the figure cannot come from the transaction's own fee.
      const flat = make({ ...params(0), flatFee: true, fee: 1 });
      expect(suggestedFee(flat, { feePerByte: BigInt(feePerByte), minFee: 1000n })).toBe(sdk.fee);
    },
  );

  it('ignores a group id, as algosdk does when it prices a transaction', () => {
    const [t1, t2] = [MAKERS[0], MAKERS[2]].map((m) => m?.[1](params(10)) as algosdk.Transaction);
    const before = suggestedFee(t1 as algosdk.Transaction, { feePerByte: 10n, minFee: 1000n });
    algosdk.assignGroupID([t1 as algosdk.Transaction, t2 as algosdk.Transaction]);
    expect(suggestedFee(t1 as algosdk.Transaction, { feePerByte: 10n, minFee: 1000n })).toBe(before);
  });

  it('estimates the signed size as the unsigned size plus 75 bytes', () => {
    const me = algosdk.generateAccount();
    const t = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: B,
      amount: 5,
      suggestedParams: params(0),
    });
    // Signed by its own sender (no auth-addr field): the estimate is the real signed size.
    expect(estimatedSignedSize(t)).toBe(algosdk.encodeUnsignedTransaction(t).length + 75);
    expect(estimatedSignedSize(t)).toBe(t.signTxn(me.sk).length);
  });
});
