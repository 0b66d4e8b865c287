import type { SavedMultisigAccount } from '../multisig/savedMultisigAccounts';
import { multisigAccount } from '../multisig/MultisigParams';
import { builtTransactions } from './buildGroup';
import type { GroupDraft } from './GroupDraft';
import { signatureComplete } from './mergeSignedTxn';
import { requiredSigners } from './requiredSigners';
import algosdk from 'algosdk';

export interface MultisigToSign {
  account: SavedMultisigAccount;
  address: string;
  /** 0-based positions this multisig must sign and that still lack its threshold. */
  positions: number[];
  /** Members whose sub-signature is already on every one of those positions. */
  signedBy: string[];
}

/**
 * The saved multisig accounts a built group still needs signatures from (as sender, or as the auth
 * address of a rekeyed sender): the studio offers "sign as member X" for them, since only a member's
 * key can sign, never a wallet "holding" the multisig address.
 */
export function multisigsToSign(
  group: GroupDraft,
  authAddresses: ReadonlyMap<string, string>,
  saved: readonly SavedMultisigAccount[],
): MultisigToSign[] {
  if (group.built === undefined) return [];
  const signers = requiredSigners(builtTransactions(group.built), authAddresses);
  return saved.flatMap((account) => {
    const address = multisigAccount(account.params);
    const positions = signers.flatMap((s, i) =>
      s.signer === address && !signatureComplete(group.signatures[i] ?? null) ? [i] : [],
    );
    if (positions.length === 0) return [];
    const signedBy = account.params.addrs.filter((_member, m) =>
      positions.every((i) => {
        const stxn = group.signatures[i];
        if (stxn == null) return false;
        const subsig = algosdk.decodeSignedTransaction(algosdk.base64ToBytes(stxn)).msig?.subsig[m];
        return subsig?.s !== undefined;
      }),
    );
    return [{ account, address, positions, signedBy }];
  });
}
