import type { BaseWallet } from '@txnlab/use-wallet-react';

/** use-wallet's storage key for the mnemonic provider's phrase (`@txnlab/use-wallet:v4_mnemonic`). */
export const MNEMONIC_STORAGE_KEY = '@txnlab/use-wallet:v4_mnemonic';

/** Whether the person chose to remember a phrase on this device (a reload then resumes it). */
export function hasRememberedMnemonic(): boolean {
  try {
    return localStorage.getItem(MNEMONIC_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * use-wallet reads the mnemonic provider's `persistToStorage` when it connects, and sets it only
 * when the manager is made; the choice is per connection here, so it is written on the provider
 * just before connecting. Off (the default) keeps the phrase in memory only.
 */
export function rememberMnemonic(wallet: BaseWallet, remember: boolean): void {
  const options = (wallet as unknown as { options?: { persistToStorage?: boolean } }).options;
  if (options !== undefined) options.persistToStorage = remember;
}
