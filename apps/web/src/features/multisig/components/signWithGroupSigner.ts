import { addSignature, bundleTransactions, type MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import { verifyTxnSignature } from '@sextant/core/multisig/verifyTxnSignature';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import algosdk from 'algosdk';
import { MULTISIG_LABELS as L } from '../multisigLabels';

/**
 * Asks a connected wallet to sign the session's transactions and keeps what is a member's
 * signature: a plain `sig` that verifies for one of the wallet's member accounts, or a sub-signature
 * of this account's msig. Wallets that cannot sign for a multisig sender refuse; that error is shown.
 */
export async function signWithGroupSigner(
  signer: GroupSigner,
  bundle: MultisigBundle,
): Promise<{ bundle: MultisigBundle; signers: string[] }> {
  const members = bundle.params.addrs.filter((a) => signer.addresses.includes(a));
  const txns = bundleTransactions(bundle);
  const signed = await signer.signGroup(
    txns,
    txns.map((_, i) => i),
  );
  let next = bundle;
  const signers = new Set<string>();
  signed.forEach((bytes, i) => {
    if (bytes === null) return;
    const stxn = algosdk.decodeSignedTransaction(bytes);
    const txn = txns[i] as algosdk.Transaction;
    const candidates: { who: string; sig: Uint8Array }[] = [];
    if (stxn.sig) for (const m of members) candidates.push({ who: m, sig: stxn.sig });
    for (const sub of stxn.msig?.subsig ?? []) {
      const who = new algosdk.Address(sub.pk).toString();
      if (sub.s && members.includes(who)) candidates.push({ who, sig: sub.s });
    }
    for (const c of candidates) {
      if (verifyTxnSignature(txn, c.sig, c.who)) {
        next = addSignature(next, i, c.who, c.sig);
        signers.add(c.who);
      }
    }
  });
  if (signers.size === 0) throw new Error(L.walletReturnedNothing);
  return { bundle: next, signers: [...signers] };
}
