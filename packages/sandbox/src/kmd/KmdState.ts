import type { GenesisKey } from '../genesis/GenesisKeys';
import { type AuthorizedHandle, HandleManager } from './HandleManager';
import type { Wallet } from './Wallet';
import type { WalletPersistence } from './WalletPersistence';
import { WalletStore } from './WalletStore';
import type { ScryptParams } from './walletCrypto';

/** What the kmd routes share: the wallets (ready once the store has loaded) and the live handles. */
export interface KmdState {
  store(): Promise<WalletStore>;
  handles: HandleManager;
  /** The wallet behind a handle token; kmd's handle errors are 401s. */
  authorize(token: string, renew?: boolean): Promise<{ wallet: Wallet; handle: AuthorizedHandle }>;
}

export interface KmdStateOptions {
  wallets?: WalletPersistence;
  genesisKeys: readonly GenesisKey[];
  handleTtlMs: number;
  scrypt: ScryptParams;
}

/**
 * Starts loading the wallets at once (creating the default wallet costs one scrypt) so the
 * first request rarely waits; a failure to load is kept and reported by every request.
 */
export function createKmdState(options: KmdStateOptions): KmdState {
  const loading = WalletStore.open({
    genesisKeys: options.genesisKeys,
    scrypt: options.scrypt,
    ...(options.wallets !== undefined && { persistence: options.wallets }),
  });
  loading.catch(() => {}); // reported per request, not as an unhandled rejection
  let loaded: WalletStore | undefined;
  void loading.then((s) => (loaded = s));
  // A wallet nobody holds a handle to forgets its decrypted secrets.
  const handles = new HandleManager(options.handleTtlMs, (walletId) => loaded?.lock(walletId));
  return {
    store: () => loading,
    handles,
    async authorize(token, renew = false) {
      const store = await loading;
      const handle = handles.authorize(token, renew);
      return { wallet: store.access(handle.walletId, handle.walletKey), handle };
    },
  };
}
