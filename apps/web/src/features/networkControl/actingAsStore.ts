import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { useSyncExternalStore } from 'react';

/**
 * The address a person acts as on a sandbox network (the wallet menu's "Act as…"), per network,
 * and its impersonation signer once made. The address is kept in this browser so a reload acts as
 * it again (if the sandbox still lists it as unlocked); the signer holds no key and lives in memory.
 * Imports no wallet or algosdk code: the header reads it on the first page.
 */
export interface ActingAs {
  address: string;
  /** Undefined until made (after a reload, once the sandbox confirmed the address is unlocked). */
  signer: GroupSigner | undefined;
}

const storageKey = (networkId: string) => `sextant.actingAs.${networkId}`;
const held = new Map<string, ActingAs | null>();
const listeners = new Set<() => void>();

function stored(networkId: string): string | null {
  try {
    return globalThis.localStorage?.getItem(storageKey(networkId)) ?? null;
  } catch {
    return null;
  }
}

function persist(networkId: string, address: string | null): void {
  try {
    if (address === null) globalThis.localStorage?.removeItem(storageKey(networkId));
    else globalThis.localStorage?.setItem(storageKey(networkId), address);
  } catch {
    // storage refused (private mode): acting as lasts for this page only
  }
}

/** Who the network's active account is acted as, if anyone (from memory, else from storage). */
export function actingAsOf(networkId: string): ActingAs | null {
  if (!held.has(networkId)) {
    const address = stored(networkId);
    held.set(networkId, address === null ? null : { address, signer: undefined });
  }
  return held.get(networkId) ?? null;
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Act as `address` on the network with `signer` (an impersonation signer for it). */
export function setActingAs(networkId: string, address: string, signer: GroupSigner): void {
  held.set(networkId, { address, signer });
  persist(networkId, address);
  changed();
}

/** Stop acting as anyone on the network (the address itself stays as the sandbox has it). */
export function clearActingAs(networkId: string): void {
  held.set(networkId, null);
  persist(networkId, null);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The network's acting-as state, re-rendering when it changes. */
export function useActingAs(networkId: string): ActingAs | null {
  return useSyncExternalStore(
    subscribe,
    () => actingAsOf(networkId),
    () => null,
  );
}
