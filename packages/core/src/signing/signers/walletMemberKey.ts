import { toWalletError } from '../../wallet/toWalletError';
import { WalletError } from '../../wallet/WalletError';
import { WALLET_MESSAGES } from '../../wallet/walletMessages';
import type { WalletPort } from '../WalletPort';
import type { MultisigMemberKey } from './MultisigMemberKey';

/**
 * A multisig member held by the connected wallet. No wallet library in use-wallet 4.6 passes
 * multisig metadata to the wallet, so only a wallet whose key Sextant can use (the mnemonic
 * provider) can sign as a member; undefined for any other, so a screen never offers it.
 */
export function walletMemberKey(wallet: WalletPort, address: string): MultisigMemberKey | undefined {
  const withKey = wallet.withSecretKey;
  if (!wallet.capabilities.multisig || withKey === undefined) return undefined;
  return {
    label: wallet.name,
    address,
    signSubsig: async (txn) => {
      try {
        return await withKey(async (sk, held) => {
          if (held !== address)
            throw new WalletError(
              'account-not-in-wallet',
              WALLET_MESSAGES.accountNotInWallet(wallet.name, address),
            );
          return txn.rawSignTxn(sk);
        });
      } catch (error) {
        throw toWalletError(error, wallet.name);
      }
    },
  };
}
