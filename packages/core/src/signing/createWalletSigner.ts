import type { GroupSigner } from './GroupSigner';
import { signGroupWithWallet, type SigningNetwork } from './signGroupWithWallet';
import type { WalletPort } from './WalletPort';

/**
 * The connected wallet's active account as a GroupSigner. The wallet resolves rekeyed accounts
 * itself (through `network.lookupAuthAddr`), so `signerKeys` from the caller, when given, win.
 */
export function createWalletSigner(wallet: WalletPort, label: string, network: SigningNetwork): GroupSigner {
  return {
    kind: 'wallet',
    label,
    addresses: wallet.addresses,
    signGroup: (txns, indexesToSign, options) => {
      const keys = options?.signerKeys;
      const given: SigningNetwork =
        keys === undefined
          ? network
          : {
              ...network,
              lookupAuthAddr: async (sender) => {
                const i = txns.findIndex((t, k) => t.sender.toString() === sender && keys[k] !== undefined);
                return i >= 0 ? keys[i] : network.lookupAuthAddr?.(sender);
              },
            };
      return signGroupWithWallet(wallet, txns, indexesToSign, given);
    },
  };
}
