import algosdk from 'algosdk';
import { multisigAccount } from '../multisig/MultisigParams';
import { encodeLsigArgs } from './encodeLsigArg';
import { LogicSigError } from './LogicSigError';
import type { LsigArg } from './LsigArg';
import type { LsigDelegation } from './SavedLogicSig';

/**
 * The algosdk account that signs with this program: arguments encoded from their typed form,
 * the delegation put where algosdk and the node look for it (`sig` with the delegator as
 * `sigkey`, `pqsig`, or `lmsig`). Throws `lsig-bad-arg` naming the first bad argument.
 */
export function logicSigAccountOf(
  program: Uint8Array,
  args: readonly LsigArg[],
  delegation?: LsigDelegation,
): algosdk.LogicSigAccount {
  const encoded = encodeLsigArgs(args);
  if (!encoded.ok) {
    const [index, message] = [...encoded.errors][0] ?? [0, ''];
    throw new LogicSigError('lsig-bad-arg', `Argument ${index}: ${message}`, { details: { index } });
  }
  const account = new algosdk.LogicSigAccount(program, encoded.bytes);
  if (delegation?.kind === 'sig') {
    account.lsig.sig = algosdk.base64ToBytes(delegation.sig);
    account.sigkey = algosdk.decodeAddress(delegation.delegator).publicKey;
  } else if (delegation?.kind === 'pqsig') {
    account.lsig.pqsig = {
      sch: algosdk.base64ToBytes(delegation.scheme),
      slt: delegation.salt,
      pk: algosdk.base64ToBytes(delegation.publicKey),
      sig: algosdk.base64ToBytes(delegation.sig),
    };
  } else if (delegation?.kind === 'lmsig') {
    account.lsig.lmsig = {
      v: delegation.msig.version,
      thr: delegation.msig.threshold,
      subsig: delegation.msig.addrs.map((a, i) => {
        const s = delegation.sigs[i];
        const pk = algosdk.decodeAddress(a).publicKey;
        return s === null || s === undefined ? { pk } : { pk, s: algosdk.base64ToBytes(s) };
      }),
    };
  }
  return account;
}

/** The account a logic sig spends from: the delegator, the multisig, or the program's own address. */
export function logicSigAddressOf(program: Uint8Array, delegation?: LsigDelegation): string {
  if (delegation?.kind === 'sig' || delegation?.kind === 'pqsig') return delegation.delegator;
  if (delegation?.kind === 'lmsig') return multisigAccount(delegation.msig);
  return new algosdk.LogicSig(program).address().toString();
}
