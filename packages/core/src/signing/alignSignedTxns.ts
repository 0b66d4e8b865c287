import algosdk from 'algosdk';

/**
 * Puts what a wallet returned at the positions of the transactions it signed. Wallets differ: Pera,
 * Lute and Kibisis return one entry per transaction with null where they did not sign; use-wallet's
 * kmd returns only the signed ones. Matching by transaction id handles both and anything between,
 * and catches a wallet returning something it was not asked to sign (undefined is returned then).
 */
export function alignSignedTxns(
  txns: readonly algosdk.Transaction[],
  returned: readonly (Uint8Array | null | undefined)[],
): (Uint8Array | null)[] | undefined {
  const positions = new Map(txns.map((txn, index) => [txn.txID(), index]));
  const aligned: (Uint8Array | null)[] = txns.map(() => null);
  for (const blob of returned) {
    if (blob === null || blob === undefined) continue;
    let id: string;
    try {
      id = algosdk.decodeSignedTransaction(blob).txn.txID();
    } catch {
      return undefined;
    }
    const index = positions.get(id);
    if (index === undefined) return undefined;
    aligned[index] = blob;
  }
  return aligned;
}
