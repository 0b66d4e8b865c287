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

/** Phrases connected in this page, per network: memory only, gone on reload or disconnect. */
const inMemory = new Map<string, string>();

interface MnemonicInternals {
  account?: unknown;
  options?: { promptForMnemonic?: (() => Promise<string | null>) | undefined };
  resumeSession?: () => Promise<void>;
  disconnect?: () => Promise<void>;
  initializeAccount?: () => Promise<unknown>;
  checkMainnet?: () => void;
}

/**
 * use-wallet's mnemonic provider disconnects on `resumeSession` when it keeps nothing in storage,
 * and the runtime makes a new manager (so a new provider) when a network's probe changes what it
 * knows, which resumed sessions then lose. The provider is given the phrase of this page's memory
 * instead: captured when the person connects, given back on resume, forgotten on disconnect.
 */
export function keepMnemonicInMemory(wallet: BaseWallet | undefined, networkId: string): void {
  const w = wallet as unknown as MnemonicInternals | undefined;
  const options = w?.options;
  const prompt = options?.promptForMnemonic;
  const resume = w?.resumeSession;
  const disconnect = w?.disconnect;
  if (w === undefined || options === undefined || !prompt || !resume || !disconnect) return;
  options.promptForMnemonic = async () => {
    const phrase = await prompt();
    if (phrase) inMemory.set(networkId, phrase);
    return phrase;
  };
  w.disconnect = () => {
    inMemory.delete(networkId);
    return disconnect();
  };
  w.resumeSession = async () => {
    if (w.account) return;
    const phrase = inMemory.get(networkId);
    if (phrase === undefined || !w.initializeAccount) return resume();
    w.checkMainnet?.();
    const asked = options.promptForMnemonic;
    options.promptForMnemonic = () => Promise.resolve(phrase);
    try {
      await w.initializeAccount.call(w);
    } finally {
      options.promptForMnemonic = asked;
    }
  };
}
