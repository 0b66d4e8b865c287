import algosdk from 'algosdk';
import { toWalletError } from '../wallet/toWalletError';
import { WalletError } from '../wallet/WalletError';
import { WALLET_MESSAGES } from '../wallet/walletMessages';
import type { WalletPort } from './WalletPort';

export interface DataSignature {
  signature: Uint8Array;
  /** The address whose key signed (the auth address for a rekeyed account). */
  signer: string;
  authenticatorData: Uint8Array;
}

/**
 * ARC-60 data signing through the connected wallet. A wallet that cannot sign data is refused
 * before it is asked, with a sentence saying so.
 */
export async function signDataWithWallet(
  wallet: WalletPort,
  data: Uint8Array,
  domain: string,
): Promise<DataSignature> {
  if (!wallet.capabilities.signData || wallet.signData === undefined)
    throw new WalletError('cannot-sign-data', WALLET_MESSAGES.cannotSignData(wallet.name));
  try {
    const result = await wallet.signData(data, domain);
    return {
      signature: result.signature,
      signer: new algosdk.Address(result.signer).toString(),
      authenticatorData: result.authenticatorData,
    };
  } catch (error) {
    throw toWalletError(error, wallet.name);
  }
}
