import algosdk from 'algosdk';

/** An asset opt-in: a 0-amount transfer of the asset from the account to itself. */
export function assetOptInTxn(
  address: string,
  assetId: bigint,
  suggestedParams: algosdk.SuggestedParams,
): algosdk.Transaction {
  return algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: address,
    amount: 0,
    assetIndex: assetId,
    suggestedParams,
  });
}
