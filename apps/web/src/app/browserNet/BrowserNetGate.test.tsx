import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserNetGate } from './BrowserNetGate';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import { BROWSER_NET_WORKER_FILE, CLAIM_MESSAGE } from './browserNetWorker';

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
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
});

describe('BrowserNetGate', () => {
  it('says why the Browser network cannot run where there are no Service Workers, and shows nothing of the screen', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    render(
      <BrowserNetGate>
        <p>screen</p>
      </BrowserNetGate>,
    );
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
    render(
      <BrowserNetGate>
        <p>screen</p>
      </BrowserNetGate>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(M.hardReload);
    expect(claims).toEqual([CLAIM_MESSAGE]);
    expect(screen.getByRole('button', { name: M.reload })).toBeVisible();
    expect(screen.queryByText('screen')).toBeNull();
  });
});
