import algosdk from 'algosdk';

/** Two accounts for unit tests that only encode, decode and sign (no ledger behind them). */
export const alice = algosdk.generateAccount();
export const bob = algosdk.generateAccount();

/** Suggested params of a flat 1,000 µAlgo fee, rounds 1…1001, a made-up genesis hash. */
export const params = (over: Partial<algosdk.SuggestedParams> = {}): algosdk.SuggestedParams => ({
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 1n,
  lastValid: 1001n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(7),
  ...over,
});

/** A payment from `alice` to `bob` of `amount`, with `extra` fields and `p` params. */
export const payment = (
  amount: number | bigint,
  extra: Partial<Parameters<typeof algosdk.makePaymentTxnWithSuggestedParamsFromObject>[0]> = {},
  p = params(),
) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: alice.addr,
    receiver: bob.addr,
    amount,
    suggestedParams: p,
    ...extra,
  });

/** An asset transfer of asset 12 from `alice` to `bob` of 70,000 units, with `extra` fields. */
export const assetTransfer = (
  extra: Partial<Parameters<typeof algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject>[0]> = {},
) =>
  algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: alice.addr,
    receiver: bob.addr,
    amount: 70000,
    assetIndex: 12,
    suggestedParams: params(),
    ...extra,
  });
