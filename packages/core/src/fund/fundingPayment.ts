import algosdk from 'algosdk';

/** The dispenser's payment of `microAlgos` to `receiver`, noted so the ledger says what it was. */
export function fundingPayment(
  dispenser: string,
  receiver: string,
  microAlgos: bigint,
  suggestedParams: algosdk.SuggestedParams,
): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: dispenser,
    receiver,
    amount: microAlgos,
    note: new TextEncoder().encode('Sextant dispenser'),
    suggestedParams,
  });
}
