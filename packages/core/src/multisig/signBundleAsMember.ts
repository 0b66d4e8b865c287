import algosdk from 'algosdk';
import { MULTISIG_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MultisigError } from '../catalogue/MultisigError';
import { createMultisigMemberSigner } from '../signing/signers/createMultisigMemberSigner';
import type { MultisigMemberKey } from '../signing/signers/MultisigMemberKey';
import { addSignature, bundleTransactions, type MultisigBundle } from './MultisigBundle';
import { multisigAccount } from './MultisigParams';

/**
 * Every transaction of the session signed by one member, through whatever holds the member's key
 * (kmd, the connected wallet, a recovery phrase), by core's multisig member signer. Each position's
 * signing key is the multisig account (its sender, or a sender rekeyed to it), and each sub-signature
 * is verified again as it is added.
 */
export async function signBundleAsMember(
  bundle: MultisigBundle,
  member: MultisigMemberKey,
): Promise<MultisigBundle> {
  if (!bundle.params.addrs.includes(member.address))
    throw new MultisigError('MSIG_NOT_A_SIGNER', M.notASigner(member.address), { signer: member.address });
  const txns = bundleTransactions(bundle);
  const address = multisigAccount(bundle.params);
  const signed = await createMultisigMemberSigner(bundle.params, member).signGroup(
    txns,
    txns.map((_, i) => i),
    { signerKeys: txns.map(() => address) },
  );
  return signed.reduce((next, blob, i) => {
    if (blob === null) return next;
    const sub = algosdk
      .decodeSignedTransaction(blob)
      .msig?.subsig.find((s) => s.s !== undefined && new algosdk.Address(s.pk).toString() === member.address);
    return sub?.s === undefined ? next : addSignature(next, i, member.address, sub.s);
  }, bundle);
}
