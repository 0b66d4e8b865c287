import type algosdk from 'algosdk';

/**
 * Whether a signed transaction carries any authorisation: a signature, a multisig, a logic sig or a
 * post-quantum signature. go: data/transactions/signedtxn.go SignedTxn.HasSignature.
 */
export function hasSignature(stxn: algosdk.SignedTransaction): boolean {
  return !!(stxn.sig || stxn.msig || stxn.lsig || stxn.pqsig);
}
