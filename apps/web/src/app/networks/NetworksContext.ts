import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { createContext } from 'react';

export interface NetworksValue {
  /** Built-ins first, then custom networks in the order they were added. */
  networks: readonly NetworkProfile[];
  customNetworks: readonly NetworkProfile[];
  find(id: string): NetworkProfile | undefined;
  /** Adds a custom network, or replaces the one saved under `replacingId`. */
  saveNetwork(profile: NetworkProfile, replacingId?: string): void;
  removeNetwork(id: string): void;
  /** The network last opened, for `/` and for pages outside `/:net` (settings, tools). */
  lastNetworkId: string;
  rememberNetwork(id: string): void;
}

export const NetworksContext = createContext<NetworksValue | null>(null);
