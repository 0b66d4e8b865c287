import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import { afterEach, describe, expect, it } from 'vitest';
import { runIndexHtmlScript } from '../../test/runIndexHtmlScript';
import { takeEarlySearch } from '../layout/earlySearch';
import { BROWSER_NET_WORKER_FILE } from './browserNetWorker';
import { EARLY_BROWSER_NET_GLOBAL, takeEarlyBrowserNet } from './earlyBrowserNet';

/** A Service Worker container that records what it is asked, in order; one registration before. */
function serviceWorkers() {
  const asked: unknown[][] = [];
  const before = { name: 'before' } as unknown as ServiceWorkerRegistration;
  const after = { name: 'after' } as unknown as ServiceWorkerRegistration;
  const container = {
    getRegistration: (scope: string) => {
      asked.push(['getRegistration', scope]);
      return Promise.resolve(before);
    },
    register: (url: string, options: RegistrationOptions) => {
      asked.push(['register', url, options]);
      return Promise.resolve(after);
    },
  };
  return { asked, before, after, container };
}

/** index.html's inline script on a page at `path`, with `container` as navigator.serviceWorker. */
function runOn(path: string, container: unknown): void {
  history.replaceState(null, '', path);
  const navigator = Object.create(window.navigator, { serviceWorker: { value: container } }) as Navigator;
  runIndexHtmlScript({ navigator, fetch: () => new Promise(() => undefined) });
}

afterEach(() => {
  takeEarlyBrowserNet();
  takeEarlySearch();
  history.replaceState(null, '', '/');
});

describe('index.html’s early registration of the Browser network’s worker', () => {
  it('registers it on a Browser network page, as ensureBrowserNet would, and hands it over once', async () => {
    const { asked, before, after, container } = serviceWorkers();
    runOn(`/${BROWSER_NETWORK_ID}/account/ABC?x=1`, container);
    expect((globalThis as Record<string, unknown>)[EARLY_BROWSER_NET_GLOBAL]).toBeInstanceOf(Promise);
    const early = takeEarlyBrowserNet();
    expect(await early).toEqual({ before, registration: after });
    // What was registered before is read first (a new build's page updates an older worker).
    expect(asked).toEqual([
      ['getRegistration', '/'],
      ['register', `/${BROWSER_NET_WORKER_FILE}`, { scope: '/', updateViaCache: 'none' }],
    ]);
    expect(takeEarlyBrowserNet(), 'once only').toBeUndefined();
  });

  it('registers it on the Browser network’s home too', async () => {
    const { asked, container } = serviceWorkers();
    runOn(`/${BROWSER_NETWORK_ID}`, container);
    await takeEarlyBrowserNet();
    expect(asked).toHaveLength(2);
  });

  it('registers nothing on another network’s page, or where there are no Service Workers', () => {
    for (const path of ['/sandbox', `/${BROWSER_NETWORK_ID}x/account/ABC`, '/', '/settings']) {
      const { asked, container } = serviceWorkers();
      runOn(path, container);
      expect(asked, path).toEqual([]);
      expect(takeEarlyBrowserNet(), path).toBeUndefined();
    }
    runOn(`/${BROWSER_NETWORK_ID}`, undefined);
    expect(takeEarlyBrowserNet()).toBeUndefined();
  });
});
