import { readLiveState, stashKey, USE_WALLET_KEY } from '../hasStoredSession';

/**
 * use-wallet keeps one session set in localStorage (`@txnlab/use-wallet:v4`, WalletConnect's
 * `walletconnect`, the mnemonic key), whatever the network. Sextant makes one WalletManager per
 * network, so before a network's manager starts, the stored sessions of the network used last are
 * set aside under `sextant.wallet.<id>` and that network's own are put back: a session made on
 * Sandbox never shows on TestNet, and comes back when Sandbox is picked again.
 */
/** Every key the wallet libraries keep a session under, besides use-wallet's own. */
export const SESSION_SIDE_KEYS = [
  'walletconnect',
  'walletconnect-pera',
  'walletconnect-defly',
  'PeraWallet.Wallet',
  'DeflyWallet.Wallet',
  `${USE_WALLET_KEY}_mnemonic`,
] as const;

export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function safe(storage: SessionStorage | undefined): SessionStorage | undefined {
  try {
    return storage ?? globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Puts this network's stored sessions in the keys the wallet libraries read; idempotent. */
export function activateNetworkSessions(networkId: string, storage?: SessionStorage): void {
  const store = safe(storage);
  if (store === undefined) return;
  const keys = [USE_WALLET_KEY, ...SESSION_SIDE_KEYS];
  const live = readLiveState(store.getItem(USE_WALLET_KEY));
  if (live?.network === networkId) return;
  if (live !== undefined) {
    const saved: Record<string, string> = {};
    for (const key of keys) {
      const value = store.getItem(key);
      if (value !== null) saved[key] = value;
    }
    store.setItem(stashKey(live.network), JSON.stringify(saved));
  }
  for (const key of keys) store.removeItem(key);
  const stash = store.getItem(stashKey(networkId));
  if (stash === null) return;
  try {
    const saved = JSON.parse(stash) as Record<string, unknown>;
    for (const key of keys) {
      const value = saved[key];
      if (typeof value === 'string') store.setItem(key, value);
    }
  } catch {
    // A damaged stash is dropped: the network starts without a session.
  }
  store.removeItem(stashKey(networkId));
}
