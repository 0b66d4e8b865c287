import type algosdk from 'algosdk';

export interface RequiredSigner {
  sender: string;
  /** The key that must sign: the sender, or the account it was rekeyed to. */
  signer: string;
  rekeyed: boolean;
}

/**
 * Who must sign each transaction of a group. `authAddresses` maps a sender to its auth address
 * (algod's `auth-addr`); senders missing from it sign for themselves. The ledger applies a rekey
 * before it evaluates the next transaction, so a rekey earlier in the group moves the signing of
 * that sender's later transactions to the new key (a rekey back to itself ends it).
 */
export function requiredSigners(
  txns: readonly algosdk.Transaction[],
  authAddresses: ReadonlyMap<string, string>,
): RequiredSigner[] {
  const auth = new Map(authAddresses);
  return txns.map((txn) => {
    const sender = txn.sender.toString();
    const current = auth.get(sender);
    const signer = current !== undefined && current !== '' ? current : sender;
    if (txn.rekeyTo !== undefined) auth.set(sender, txn.rekeyTo.toString());
    return { sender, signer, rekeyed: signer !== sender };
  });
}

/** Positions whose signer is one of `addresses` (what a wallet or kmd can sign). */
export function positionsSignableBy(
  signers: readonly RequiredSigner[],
  addresses: readonly string[],
): number[] {
  const held = new Set(addresses);
  return signers.flatMap((s, i) => (held.has(s.signer) ? [i] : []));
}
