import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { serializeNetworks } from '@sextant/core/network/serializeNetworks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { queryKeys } from '../queries/queryKeys';
import { STORAGE_KEYS, type KeyValueStore } from '../storage/KeyValueStore';
import { NetworksContext, type NetworksValue } from './NetworksContext';

export interface NetworksProviderProps {
  builtIns: readonly NetworkProfile[];
  initialCustom: readonly NetworkProfile[];
  initialLastNetworkId: string;
  storage: KeyValueStore;
  children: ReactNode;
}

/** Holds the network profiles (built-in + custom), persists custom ones, and forgets a changed network's cache. */
export function NetworksProvider({
  builtIns,
  initialCustom,
  initialLastNetworkId,
  storage,
  children,
}: NetworksProviderProps) {
  const queryClient = useQueryClient();
  const [customNetworks, setCustomNetworks] = useState<readonly NetworkProfile[]>(initialCustom);
  const [lastNetworkId, setLastNetworkId] = useState(initialLastNetworkId);

  const persist = useCallback(
    (next: readonly NetworkProfile[]) => {
      setCustomNetworks(next);
      if (next.length === 0) storage.remove(STORAGE_KEYS.networks);
      else storage.set(STORAGE_KEYS.networks, serializeNetworks(next));
    },
    [storage],
  );

  const saveNetwork = useCallback(
    (profile: NetworkProfile, replacingId?: string) => {
      const index = replacingId === undefined ? -1 : customNetworks.findIndex((n) => n.id === replacingId);
      const next =
        index < 0 ? [...customNetworks, profile] : customNetworks.map((n, i) => (i === index ? profile : n));
      persist(next);
      // Cached answers came from the old endpoints: drop them so the next screen asks again.
      for (const id of new Set([profile.id, replacingId])) {
        if (id !== undefined) queryClient.removeQueries({ queryKey: queryKeys.network(id) });
      }
      if (replacingId !== undefined && replacingId === lastNetworkId && replacingId !== profile.id) {
        setLastNetworkId(profile.id);
        storage.set(STORAGE_KEYS.lastNetwork, profile.id);
      }
    },
    [customNetworks, persist, queryClient, lastNetworkId, storage],
  );

  const removeNetwork = useCallback(
    (id: string) => {
      persist(customNetworks.filter((n) => n.id !== id));
      queryClient.removeQueries({ queryKey: queryKeys.network(id) });
      if (id === lastNetworkId) {
        setLastNetworkId('sandbox');
        storage.remove(STORAGE_KEYS.lastNetwork);
      }
    },
    [customNetworks, persist, queryClient, lastNetworkId, storage],
  );

  const rememberNetwork = useCallback(
    (id: string) => {
      setLastNetworkId(id);
      storage.set(STORAGE_KEYS.lastNetwork, id);
    },
    [storage],
  );

  const value = useMemo<NetworksValue>(() => {
    const networks = [...builtIns, ...customNetworks];
    return {
      networks,
      customNetworks,
      find: (id) => networks.find((n) => n.id === id),
      saveNetwork,
      removeNetwork,
      lastNetworkId,
      rememberNetwork,
    };
  }, [builtIns, customNetworks, saveNetwork, removeNetwork, lastNetworkId, rememberNetwork]);

  return <NetworksContext value={value}>{children}</NetworksContext>;
}
