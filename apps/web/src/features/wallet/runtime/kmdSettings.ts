import type { BaseWallet } from '@txnlab/use-wallet-react';

export const DEFAULT_KMD_WALLET = 'unencrypted-default-wallet';

const nameKey = (networkId: string) => `sextant.wallet.kmdName.${networkId}`;

export function storedKmdWalletName(networkId: string): string {
  try {
    return globalThis.localStorage?.getItem(nameKey(networkId)) || DEFAULT_KMD_WALLET;
  } catch {
    return DEFAULT_KMD_WALLET;
  }
}

/**
 * use-wallet's kmd takes the wallet name once, at construction, and keeps the first password it
 * was given (a wrong one too) for the page's life. Sextant asks both in its own dialog each time
 * someone connects, so it sets them on the provider before connecting, and forgets a refused
 * password. These fields are the provider's own (see KmdWallet in @txnlab/use-wallet 4.6).
 */
interface KmdFields {
  walletName: string;
  walletId: string;
  password: string | null;
}

export function prepareKmd(wallet: BaseWallet, networkId: string, name: string, password: string): void {
  const fields = wallet as unknown as KmdFields;
  if (fields.walletName !== name) fields.walletId = '';
  fields.walletName = name;
  fields.password = password;
  try {
    globalThis.localStorage?.setItem(nameKey(networkId), name);
  } catch {
    // The name is then asked again next visit.
  }
}

/** The network behind kmd was replaced: its wallet ids and passwords are the old kmd's. */
export function forgetKmdWallet(wallet: BaseWallet): void {
  const fields = wallet as unknown as KmdFields;
  fields.walletId = '';
  fields.password = null;
}

export function forgetKmdPassword(wallet: BaseWallet): void {
  (wallet as unknown as KmdFields).password = null;
}

export function kmdWalletName(wallet: BaseWallet): string {
  return (wallet as unknown as KmdFields).walletName;
}
