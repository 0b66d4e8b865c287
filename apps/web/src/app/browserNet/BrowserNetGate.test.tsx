import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../queries/queryKeys';
import { BrowserNetGate } from './BrowserNetGate';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import {
  BROWSER_NET_WORKER_FILE,
  CLAIM_MESSAGE,
  type BrowserNetReplacedMessage,
  type BrowserNetReplacement,
} from './browserNetWorker';
import { onBrowserNetReplaced } from './dropBrowserNetState';

function gate(queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <BrowserNetGate>
        <p>screen</p>
      </BrowserNetGate>
    </QueryClientProvider>,
  );
}

/** A page our worker already controls; `post` plays a message from it. */
function controlledContainer() {
  const worker = { scriptURL: `http://app.test/${BROWSER_NET_WORKER_FILE}`, postMessage: () => undefined };
  const registration = { active: worker };
  const listeners: Array<(event: MessageEvent) => void> = [];
  return {
    container: {
      controller: worker,
      getRegistration: () => Promise.resolve(registration),
      register: () => Promise.resolve(registration),
      addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
        if (type === 'message') listeners.push(listener);
      },
      removeEventListener: () => undefined,
      startMessages: () => undefined,
    },
    post: (data: unknown) => {
      for (const listener of listeners) listener(new MessageEvent('message', { data }));
    },
  };
}

/** What a browser's ServiceWorkerContainer shows after a hard reload: our worker active, the page not controlled. */
function hardReloadedContainer(claims: unknown[]) {
  const active = {
    scriptURL: `http://app.test/${BROWSER_NET_WORKER_FILE}`,
    postMessage: (m: unknown) => claims.push(m),
  };
  const registration = { active };
  return {
    controller: null,
    getRegistration: () => Promise.resolve(registration),
    register: () => Promise.resolve(registration),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    startMessages: () => undefined,
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('BrowserNetGate', () => {
  it('says why the Browser network cannot run where there are no Service Workers, and shows nothing of the screen', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    gate();
    expect(screen.getByRole('status')).toHaveTextContent(M.starting);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.unsupported);
    expect(screen.queryByText('screen')).toBeNull();
    expect(screen.queryByRole('button', { name: M.reload })).toBeNull();
  });

  it('asks an active worker that does not control the page to claim it, then explains the hard reload and offers a reload', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const claims: unknown[] = [];
    Object.defineProperty(navigator, 'serviceWorker', {
      value: hardReloadedContainer(claims),
      configurable: true,
    });
    gate();
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(M.hardReload);
    expect(claims).toEqual([CLAIM_MESSAGE]);
    expect(screen.getByRole('button', { name: M.reload })).toBeVisible();
    expect(screen.queryByText('screen')).toBeNull();
  });

  it('when another tab resets the network: drops its cached answers, tells the kmd session, and says why', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const { container, post } = controlledContainer();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.algod.status('browser'), { lastRound: 7 });
    queryClient.setQueryData(queryKeys.algod.status('sandbox'), { lastRound: 9 });
    const heard: BrowserNetReplacement[] = [];
    const stop = onBrowserNetReplaced((action) => heard.push(action));
    gate(queryClient);
    expect(await screen.findByText('screen')).toBeVisible();
    expect(screen.queryByTestId('browser-net-replaced')).toBeNull();

    post({ type: 'something-else' });
    expect(screen.queryByTestId('browser-net-replaced')).toBeNull();
    const reset: BrowserNetReplacedMessage = { type: 'sextant-browser-net-replaced', action: 'reset' };
    act(() => post(reset));
    expect(await screen.findByTestId('browser-net-replaced')).toHaveTextContent(M.replacedElsewhere.reset);
    expect(heard).toEqual(['reset']);
    expect(queryClient.getQueryData(queryKeys.algod.status('browser'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.algod.status('sandbox'))).toEqual({ lastRound: 9 });
    expect(screen.getByText('screen')).toBeVisible();

    act(() => post({ type: 'sextant-browser-net-replaced', action: 'import' }));
    expect(await screen.findByTestId('browser-net-replaced')).toHaveTextContent(M.replacedElsewhere.import);
    act(() => screen.getByRole('button', { name: M.dismiss }).click());
    expect(screen.queryByTestId('browser-net-replaced')).toBeNull();
    stop();
  });
});
