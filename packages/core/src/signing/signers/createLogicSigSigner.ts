import algosdk from 'algosdk';
import type { GroupSigner } from '../GroupSigner';
import { signPositions } from './signPositions';

/**
 * A logic sig as a GroupSigner. Escrow (no signature on the program): it signs for the program's
 * own address. Delegated (signed by an account, or by a multisig in the `lmsig` form): it signs for
 * the delegating account. Either way the account may also be the auth address of a rekeyed sender.
 */
export function createLogicSigSigner(lsig: algosdk.LogicSigAccount, label?: string): GroupSigner {
  const address = lsig.address().toString();
  const kind = lsig.isDelegated() ? 'delegated logic sig' : 'logic sig';
  return {
    kind: 'logicSig',
    label: label ?? `${kind} · ${address.slice(0, 6)}…${address.slice(-4)}`,
    addresses: [address],
    signGroup: (txns, indexesToSign, options) =>
      signPositions(txns, indexesToSign, options, [address], (txn) =>
        Promise.resolve(algosdk.signLogicSigTransactionObject(txn, lsig).blob),
      ),
  };
}
