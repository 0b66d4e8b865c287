/**
 * use-wallet keeps one session set in localStorage (`@txnlab/use-wallet:v4`, WalletConnect's
 * `walletconnect`, the mnemonic key), whatever the network. Sextant makes one WalletManager per
 * network, so before a network's manager starts, the stored sessions of the network used last are
 * set aside under `sextant.wallet.<id>` and that network's own are put back: a session made on
 * Sandbox never shows on TestNet, and comes back when Sandbox is picked again.
 */
// Duplicated from ../hasStoredSession on purpose: importing it would split that first-page module
// into a chunk of its own (this file is in the lazily loaded runtime). A test keeps them equal.
export const USE_WALLET_KEY = '@txnlab/use-wallet:v4';
export const stashKey = (networkId: string) => `sextant.wallet.${networkId}`;

function readLiveState(raw: string | null): { network: string; connected: boolean } | undefined {
  try {
    const state = JSON.parse(raw ?? 'null') as { activeNetwork?: unknown; wallets?: object } | null;
    if (typeof state?.activeNetwork !== 'string') return undefined;
    return { network: state.activeNetwork, connected: Object.keys(state.wallets ?? {}).length > 0 };
  } catch {
    return undefined;
  }
}

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
