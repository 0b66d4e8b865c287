import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import type algosdk from 'algosdk';

/**
 * kmd as a GroupSigner for one call: opens the wallet, signs every position whose sender it holds
 * a key for, closes it. (Replaced by the pipeline's openKmdSigner once it lands.)
 */
export function kmdLabSigner(
  kmd: KmdClient,
  wallet: string,
  password: string,
  addresses: readonly string[],
): GroupSigner {
  return {
    label: `kmd · ${wallet}`,
    addresses,
    signGroup: (txns: readonly algosdk.Transaction[], indexes: readonly number[]) =>
      kmd.withWallet(wallet, password, async (session) => {
        const held = new Set(await session.listAddresses());
        const out: (Uint8Array | null)[] = txns.map(() => null);
        for (const i of indexes) {
          const txn = txns[i];
          if (txn !== undefined && held.has(txn.sender.toString()))
            out[i] = await session.signTransaction(txn);
        }
        return out;
      }),
  };
}
