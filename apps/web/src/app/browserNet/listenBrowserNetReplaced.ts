import type { QueryClient } from '@tanstack/react-query';
import { BROWSER_NET_CHANNEL, isReplacedMessage } from './browserNetWorker';
import { dropBrowserNetState } from './dropBrowserNetState';
import { THIS_TAB } from './thisTab';

/**
 * For as long as the app runs, whichever network it shows: hears the worker announce that another
 * tab reset or replaced the Browser network, and drops this tab's state of it. A tab showing
 * another network then finds the new network's answers when it comes back, never the old ones.
 * Returns the stop.
 */
export function listenBrowserNetReplaced(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(BROWSER_NET_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (!isReplacedMessage(event.data) || event.data.askedBy === THIS_TAB) return;
    void dropBrowserNetState(queryClient, { action: event.data.action, where: 'elsewhere' });
  };
  return () => channel.close();
}
