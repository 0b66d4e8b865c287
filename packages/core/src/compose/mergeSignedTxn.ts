import algosdk from 'algosdk';

/**
 * The signed transaction a position keeps when another arrives: two multisig signatures of the
 * same transaction merge (each member adds its sub-signature); anything else replaces what was there.
 * Both are msgpack as base64.
 */
export function mergeSignedTxn(existing: string | null, incoming: string): string {
  if (existing === null) return incoming;
  const a = algosdk.decodeSignedTransaction(algosdk.base64ToBytes(existing));
  const b = algosdk.decodeSignedTransaction(algosdk.base64ToBytes(incoming));
  if (!a.msig || !b.msig) return incoming;
  const merged = algosdk.mergeMultisigTransactions([
    algosdk.base64ToBytes(existing),
    algosdk.base64ToBytes(incoming),
  ]);
  return algosdk.bytesToBase64(merged);
}

/** Whether a position is ready to send: signed, and a multisig signature has reached its threshold. */
export function signatureComplete(signedTxn: string | null): boolean {
  if (signedTxn === null) return false;
  const msig = algosdk.decodeSignedTransaction(algosdk.base64ToBytes(signedTxn)).msig;
  if (!msig) return true;
  return msig.subsig.filter((s) => s.s !== undefined).length >= msig.thr;
}
