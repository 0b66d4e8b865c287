import type { PQKey } from '@sextant/core/pq/PQKey';
import { useSyncExternalStore } from 'react';

/**
 * The post-quantum keys made or imported in this tab, per network. Kept in memory only, as
 * recovery-phrase wallets are: a reload forgets them (export the key file to keep one).
 */
const keys = new Map<string, readonly PQKey[]>();
const listeners = new Set<() => void>();
const NONE: readonly PQKey[] = [];

function changed(): void {
  for (const listener of listeners) listener();
}

export function addPQKey(networkId: string, key: PQKey): void {
  const held = keys.get(networkId) ?? NONE;
  if (held.some((k) => k.address === key.address)) return;
  keys.set(networkId, [...held, key]);
  changed();
}

export function forgetPQKey(networkId: string, address: string): void {
  keys.set(
    networkId,
    (keys.get(networkId) ?? NONE).filter((k) => k.address !== address),
  );
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The network's PQ keys, re-rendering when one is added or forgotten. */
export function usePQKeys(networkId: string): readonly PQKey[] {
  return useSyncExternalStore(subscribe, () => keys.get(networkId) ?? NONE);
}
