import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queries/queryKeys';
import type { BrowserNetReplacement } from './browserNetWorker';

/** Within one page: what else holds state bound to the Browser network (the kmd wallet session). */
const replaced = new EventTarget();
const EVENT = 'replaced';

/**
 * The Browser network was replaced (a reset or an import, in this tab or another): every cached
 * answer of it is dropped so the screens ask the new one, and the kmd session bound to it is told
 * (its accounts belonged to the old network's kmd).
 */
export async function dropBrowserNetState(
  queryClient: QueryClient,
  action: BrowserNetReplacement,
): Promise<void> {
  replaced.dispatchEvent(new CustomEvent<BrowserNetReplacement>(EVENT, { detail: action }));
  await queryClient.resetQueries({ queryKey: queryKeys.network(BROWSER_NETWORK_ID) });
}

/** Calls `listener` each time the Browser network is replaced; returns the unsubscribe. */
export function onBrowserNetReplaced(listener: (action: BrowserNetReplacement) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<BrowserNetReplacement>).detail);
  replaced.addEventListener(EVENT, handler);
  return () => replaced.removeEventListener(EVENT, handler);
}
