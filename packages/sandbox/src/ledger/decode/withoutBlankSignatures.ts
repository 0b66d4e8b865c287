import algosdk from 'algosdk';

const isBlank = (sig: Uint8Array | undefined) => sig !== undefined && sig.every((b) => b === 0);

/**
 * go decodes `sig` into a fixed [64]byte and takes all zeros for no signature
 * (crypto/curve25519.go Signature.Blank; data/transactions/verify/txn.go checkTxnSigTypeCounts).
 * AlgoKit's Python utilities put 64 zero bytes in `sig` on the transactions they simulate
 * (algokit_transact make_empty_transaction_signer): to algod those carry no signature, so
 * simulate's allow-empty-signatures lets them through and POST /v2/transactions answers
 * "signedtxn has no sig". The same holds for a logic sig's delegating `sig` (an all-zero one makes
 * the logic sig an escrow).
 */
export function withoutBlankSignatures(stxn: algosdk.SignedTransaction): algosdk.SignedTransaction {
  if (stxn.lsig !== undefined && isBlank(stxn.lsig.sig)) delete stxn.lsig.sig;
  if (!isBlank(stxn.sig)) return stxn;
  const { txn, msig, lsig, pqsig, sgnr } = stxn;
  return new algosdk.SignedTransaction({
    txn,
    ...(msig && { msig }),
    ...(lsig && { lsig }),
    ...(pqsig && { pqsig }),
    ...(sgnr && { sgnr }),
  });
}
