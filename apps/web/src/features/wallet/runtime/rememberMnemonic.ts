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
 * Readies the mnemonic provider for a connection with the phrase just typed, remembered on this
 * device or not as the box says. use-wallet reads `persistToStorage` when it connects and sets it
 * only when the manager is made, so the choice is written on the provider here. A phrase stored
 * earlier is dropped first: use-wallet would otherwise connect the stored phrase instead of the one
 * typed, and keep it stored although "remember" was unticked this time.
 */
export function rememberMnemonic(wallet: BaseWallet, remember: boolean): void {
  try {
    localStorage.removeItem(MNEMONIC_STORAGE_KEY);
  } catch {
    // storage off: nothing was stored
  }
  const options = (wallet as unknown as { options?: { persistToStorage?: boolean } }).options;
  if (options !== undefined) options.persistToStorage = remember;
}
