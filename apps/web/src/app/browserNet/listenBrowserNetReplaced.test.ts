import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../queries/queryKeys';
import { BROWSER_NET_CHANNEL, type BrowserNetReplacedMessage } from './browserNetWorker';
import { onBrowserNetReplaced, type BrowserNetReplaced } from './dropBrowserNetState';
import { listenBrowserNetReplaced } from './listenBrowserNetReplaced';
import { THIS_TAB } from './thisTab';

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The worker's side: its announcement, on a channel of its own (as the worker posts it). */
function announce(message: unknown) {
  const channel = new BroadcastChannel(BROWSER_NET_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Resolves at the next replacement this page hears, or with undefined after `ms`. */
function nextReplacement(ms = 1000): Promise<BrowserNetReplaced | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(undefined);
    }, ms);
    const stop = onBrowserNetReplaced((r) => {
      clearTimeout(timer);
      stop();
      resolve(r);
    });
  });
}

describe('listenBrowserNetReplaced', () => {
  it("drops the Browser network's cached answers when another tab reset it, whatever network this tab shows", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.algod.status('browser'), { lastRound: 7 });
    queryClient.setQueryData(queryKeys.algod.status('sandbox'), { lastRound: 9 });
    stops.push(listenBrowserNetReplaced(queryClient));

    const heard = nextReplacement();
    const reset: BrowserNetReplacedMessage = {
      type: 'sextant-browser-net-replaced',
      action: 'reset',
      askedBy: 'other',
    };
    announce(reset);
    expect(await heard).toEqual({ action: 'reset', where: 'elsewhere' });
    await expect.poll(() => queryClient.getQueryData(queryKeys.algod.status('browser'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.algod.status('sandbox'))).toEqual({ lastRound: 9 });
  });

  it("ignores this tab's own replacement (its panel already dropped the state) and anything not an announcement", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.algod.status('browser'), { lastRound: 7 });
    stops.push(listenBrowserNetReplaced(queryClient));

    const heard = nextReplacement(300);
    announce({ type: 'sextant-browser-net-replaced', action: 'import', askedBy: THIS_TAB });
    announce({ type: 'sextant-browser-net-replaced', action: 'wipe', askedBy: 'other' });
    announce('sextant-browser-net-replaced');
    expect(await heard).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.algod.status('browser'))).toEqual({ lastRound: 7 });
  });

  it('stops hearing once stopped', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.algod.status('browser'), { lastRound: 7 });
    listenBrowserNetReplaced(queryClient)();
    const heard = nextReplacement(300);
    announce({ type: 'sextant-browser-net-replaced', action: 'reset', askedBy: 'other' });
    expect(await heard).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.algod.status('browser'))).toEqual({ lastRound: 7 });
  });
});
