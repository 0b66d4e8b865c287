import algosdk from 'algosdk';

/** One entry of a signing request as ARC-1 / ARC-25 define it (the shape every provider sends). */
export interface WalletTransaction {
  txn: string;
  signers?: string[];
  authAddr?: string;
  msig?: unknown;
  message?: string;
}

/**
 * What a wallet does with a signing request: signs each transaction with `account`, except those
 * marked `signers: []` (someone else's in the group), which get null in their position. Throws
 * when asked to sign for an address the wallet does not hold, as a real wallet refuses.
 */
export function signWalletTransactions(
  txns: WalletTransaction[],
  account: algosdk.Account,
): (string | null)[] {
  const ours = account.addr.toString();
  return txns.map((entry) => {
    if (Array.isArray(entry.signers) && entry.signers.length === 0) return null;
    const txn = algosdk.decodeUnsignedTransaction(Buffer.from(entry.txn, 'base64'));
    const signer = entry.authAddr ?? txn.sender.toString();
    if (signer !== ours) throw new Error(`asked to sign for ${signer}, which this wallet does not hold`);
    return Buffer.from(txn.signTxn(account.sk)).toString('base64');
  });
}
