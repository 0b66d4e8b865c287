import algosdk from 'algosdk';
import { multisigAccount, type MultisigParams } from '../../multisig/MultisigParams';
import type { GroupSigner } from '../GroupSigner';
import type { MultisigMemberKey } from './MultisigMemberKey';
import { signPositions } from './signPositions';

/**
 * One member of a multisig account as a GroupSigner: it signs the positions whose signing key is
 * the multisig address (its sender, or the auth address of a sender rekeyed to it) and returns each
 * transaction carrying this member's sub-signature only. Collecting the threshold is merging:
 * `algosdk.mergeMultisigTransactions`, or the multisig bundle's merge.
 */
export function createMultisigMemberSigner(msig: MultisigParams, member: MultisigMemberKey): GroupSigner {
  const address = multisigAccount(msig);
  const memberIndex = msig.addrs.indexOf(member.address);
  const metadata = { version: msig.version, threshold: msig.threshold, addrs: msig.addrs };
  return {
    kind: 'multisigMember',
    label: `${member.label} as member ${memberIndex + 1} of ${address.slice(0, 6)}…${address.slice(-4)}`,
    addresses: memberIndex < 0 ? [] : [address],
    signGroup: (txns, indexesToSign, options) =>
      signPositions(txns, indexesToSign, options, memberIndex < 0 ? [] : [address], async (txn) => {
        const signature = await member.signSubsig(txn, msig);
        const blank = algosdk.createMultisigTransaction(txn, metadata);
        return algosdk.appendSignRawMultisigSignature(blank, metadata, member.address, signature).blob;
      }),
  };
}
