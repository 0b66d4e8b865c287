import type { KmdClient } from '../../kmd/KmdClient';
import type { MultisigMemberKey } from './MultisigMemberKey';

/** A multisig member whose key is in a kmd wallet (kmd's `/v1/multisig/sign`). */
export function kmdMemberKey(
  kmd: KmdClient,
  wallet: string,
  password: string,
  address: string,
): MultisigMemberKey {
  return {
    label: `kmd · ${wallet}`,
    address,
    signSubsig: (txn, msig) =>
      kmd.withWallet(wallet, password, (session) => session.signMultisig(txn, msig, address)),
  };
}
