import algosdk from 'algosdk';
import { toWalletError } from '../wallet/toWalletError';
import { WalletError } from '../wallet/WalletError';
import { WALLET_MESSAGES } from '../wallet/walletMessages';
import type { WalletPort } from './WalletPort';

/**
 * Adds the connected account's sub-signature to a multisig transaction. No wallet library in
 * use-wallet 4.6 passes multisig metadata to the wallet, so only a key Sextant holds (the mnemonic
 * provider) can do it; any other wallet is refused before it is asked.
 */
export async function signMultisigWithWallet(
  wallet: WalletPort,
  txn: algosdk.Transaction,
  params: algosdk.MultisigMetadata,
  partlySigned?: Uint8Array,
): Promise<Uint8Array> {
  if (!wallet.capabilities.multisig || wallet.withSecretKey === undefined)
    throw new WalletError('multisig-not-supported', WALLET_MESSAGES.multisigNotSupported(wallet.name));
  const signers = params.addrs.map((a) => a.toString());
  try {
    return await wallet.withSecretKey(async (sk, address) => {
      if (!signers.includes(address))
        throw new WalletError(
          'account-not-in-wallet',
          WALLET_MESSAGES.accountNotInWallet(wallet.name, address),
        );
      return partlySigned === undefined
        ? algosdk.signMultisigTransaction(txn, params, sk).blob
        : algosdk.appendSignMultisigTransaction(partlySigned, params, sk).blob;
    });
  } catch (error) {
    throw toWalletError(error, wallet.name);
  }
}
