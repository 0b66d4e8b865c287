import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { summarizeSigning } from './summarizeSigning';

const params: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1000,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32),
};
const [a, b, c, d] = Array.from({ length: 4 }, () => algosdk.generateAccount().addr.toString());

describe('summarizeSigning', () => {
  it('a payment: type, sender, receiver, amount and fee, no warning', () => {
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a!,
      receiver: b!,
      amount: 5_000_000,
      suggestedParams: params,
    });
    const summary = summarizeSigning([pay], [0]);
    expect(summary).toEqual({
      groupSize: 1,
      totalFee: 1000n,
      rows: [
        {
          position: 1,
          type: 'pay',
          sender: a,
          receiver: b,
          amount: { kind: 'algo', microAlgos: 5_000_000n },
          fee: 1000n,
          warnings: [],
        },
      ],
    });
  });

  it('rekey and close-to are warnings; only the positions signed are rows; the group size is the whole group', () => {
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a!,
      receiver: b!,
      amount: 1,
      closeRemainderTo: c!,
      rekeyTo: d!,
      suggestedParams: params,
    });
    const other = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: b!,
      receiver: a!,
      amount: 2,
      suggestedParams: { ...params, fee: 3000 },
    });
    const summary = summarizeSigning([other, pay], [1, 1, 7]);
    expect(summary.groupSize).toBe(2);
    expect(summary.totalFee).toBe(1000n);
    expect(summary.rows.map((r) => r.position)).toEqual([2]);
    expect(summary.rows[0]!.warnings).toEqual([
      { kind: 'rekey', to: d },
      { kind: 'close-to', to: c },
    ]);
  });

  it('an asset transfer names its asset; clawback and asset close-to are warnings', () => {
    const axfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: a!,
      receiver: b!,
      assetSender: c!,
      closeRemainderTo: d!,
      amount: 42,
      assetIndex: 1007,
      suggestedParams: params,
    });
    const [row] = summarizeSigning([axfer], [0]).rows;
    expect(row).toMatchObject({
      type: 'axfer',
      receiver: b,
      assetId: 1007n,
      amount: { kind: 'asset', asset: 1007n, units: 42n },
    });
    expect(row!.warnings).toEqual([
      { kind: 'asset-close-to', to: d, asset: 1007n },
      { kind: 'clawback', from: c },
    ]);
  });

  it('an app call: app id, on-complete and a 4-byte first argument as the method selector', () => {
    const call = algosdk.makeApplicationCallTxnFromObject({
      sender: a!,
      appIndex: 1234,
      onComplete: algosdk.OnApplicationComplete.DeleteApplicationOC,
      appArgs: [new Uint8Array([0xde, 0xad, 0xbe, 0xef]), new Uint8Array([1])],
      suggestedParams: params,
    });
    const plain = algosdk.makeApplicationCallTxnFromObject({
      sender: a!,
      appIndex: 1234,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      appArgs: [new TextEncoder().encode('increment')],
      suggestedParams: params,
    });
    const rows = summarizeSigning([call, plain], [0, 1]).rows;
    expect(rows[0]).toMatchObject({ type: 'appl', appId: 1234n, onComplete: 5, methodSelector: 'deadbeef' });
    expect(rows[1]!.methodSelector).toBeUndefined();
    expect(summarizeSigning([call, plain], [0, 1]).totalFee).toBe(2000n);
  });
});
