import type algosdk from 'algosdk';

/** go's SignedTxn.HasSignature: any of sig, msig, lsig (or a post-quantum signature). */
export function hasSignature(stxn: algosdk.SignedTransaction): boolean {
  return (
    stxn.sig !== undefined || stxn.msig !== undefined || stxn.lsig !== undefined || stxn.pqsig !== undefined
  );
}
