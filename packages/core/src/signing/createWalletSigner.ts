import type { GroupSigner } from './GroupSigner';
import { signGroupWithWallet, type SigningNetwork } from './signGroupWithWallet';
import type { WalletPort } from './WalletPort';

/** The connected wallet's active account as the GroupSigner the studio and tools use. */
export function createWalletSigner(wallet: WalletPort, label: string, network: SigningNetwork): GroupSigner {
  return {
    label,
    addresses: wallet.addresses,
    signGroup: (txns, indexesToSign) => signGroupWithWallet(wallet, txns, indexesToSign, network),
  };
}
