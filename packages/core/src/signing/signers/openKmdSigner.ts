import { KmdClientError } from '../../kmd/KmdClientError';
import type { KmdClient } from '../../kmd/KmdClient';
import type { GroupSigner } from '../GroupSigner';
import { signPositions } from './signPositions';

/**
 * A kmd wallet as a GroupSigner. Opening lists its keys once (so a wrong password or a missing
 * wallet is reported as "Could not open wallet X" before anything is signed); each `signGroup`
 * opens a fresh handle and releases it, so no unlocked handle outlives a signature. A rekeyed
 * sender is signed with its auth key when the wallet holds that key (kmd records it in `sgnr`).
 */
export async function openKmdSigner(kmd: KmdClient, wallet: string, password: string): Promise<GroupSigner> {
  let addresses: string[];
  try {
    addresses = await kmd.withWallet(wallet, password, (session) => session.listAddresses());
  } catch (error) {
    throw KmdClientError.openingWallet(wallet, error);
  }
  return {
    kind: 'kmd',
    label: `kmd · ${wallet}`,
    addresses,
    signGroup: (txns, indexesToSign, options) =>
      kmd.withWallet(wallet, password, (session) =>
        signPositions(txns, indexesToSign, options, addresses, (txn, key) =>
          session.signTransaction(txn, key),
        ),
      ),
  };
}
