import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { KeyValueStore } from '../storage/KeyValueStore';
import type { ThemePreference } from '../theme/ThemePreference';

/** Everything the app starts from, read once before the first render. */
export interface AppBoot {
  builtIns: NetworkProfile[];
  customNetworks: NetworkProfile[];
  theme: ThemePreference;
  lastNetworkId: string;
  /** Saved values that had to be reset, and config that was ignored: shown once in a banner. */
  problems: string[];
  storage: KeyValueStore;
  /** /config.json's `wallets` section, read by the wallet runtime (readWalletConfig). */
  wallets?: unknown;
}
