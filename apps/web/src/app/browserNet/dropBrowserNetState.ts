import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queries/queryKeys';
import type { BrowserNetReplacement } from './browserNetWorker';

/** A reset or an import, and whether this tab asked for it or another did. */
export interface BrowserNetReplaced {
  action: BrowserNetReplacement;
  where: 'here' | 'elsewhere';
}

/** Within one page: what else holds state bound to the Browser network (the kmd wallet session, the gate's notice). */
const replaced = new EventTarget();
const EVENT = 'replaced';

/**
 * The Browser network was replaced (a reset or an import, in this tab or another): every cached
 * answer of it is dropped so the screens ask the new one, and what else is bound to it is told
 * (a kmd session's accounts belonged to the old network's kmd).
 */
export async function dropBrowserNetState(
  queryClient: QueryClient,
  replacement: BrowserNetReplaced,
): Promise<void> {
  replaced.dispatchEvent(new CustomEvent<BrowserNetReplaced>(EVENT, { detail: replacement }));
  await queryClient.resetQueries({ queryKey: queryKeys.network(BROWSER_NETWORK_ID) });
}

/** Calls `listener` each time the Browser network is replaced; returns the unsubscribe. */
export function onBrowserNetReplaced(listener: (replacement: BrowserNetReplaced) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<BrowserNetReplaced>).detail);
  replaced.addEventListener(EVENT, handler);
  return () => replaced.removeEventListener(EVENT, handler);
}
