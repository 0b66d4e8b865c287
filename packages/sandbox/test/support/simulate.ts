import algosdk from 'algosdk';

/** Simulates one group of unsigned transactions (empty signatures allowed); returns its result. */
export async function simulateGroup(
  algod: algosdk.Algodv2,
  txns: algosdk.Transaction[],
  options: Partial<ConstructorParameters<typeof algosdk.modelsv2.SimulateRequest>[0]> = {},
): Promise<algosdk.modelsv2.SimulateTransactionGroupResult> {
  if (txns.length > 1) algosdk.assignGroupID(txns);
  const res = await algod
    .simulateTransactions(
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [
          new algosdk.modelsv2.SimulateRequestTransactionGroup({
            txns: txns.map((txn) => new algosdk.SignedTransaction({ txn })),
          }),
        ],
        allowEmptySignatures: true,
        ...options,
      }),
    )
    .do();
  return res.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
}
