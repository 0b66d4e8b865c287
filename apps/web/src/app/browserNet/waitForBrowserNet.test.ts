import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setBeforeNetworkRequest } from '@sextant/core/http/networkFetch';
import { httpGet } from '@sextant/core/http/httpGet';
import { builtInNetworks } from '@sextant/core/network/builtInNetworks';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { probeNetwork } from '@sextant/core/network/probeNetwork';
import { networkClients } from '@sextant/core/pipeline/networkClients';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForBrowserNet } from './waitForBrowserNet';

const servers: Server[] = [];

/** A real HTTP server on a loopback port that records each path asked and answers `{}`. */
async function recordingServer(): Promise<{ origin: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(async () => {
  setBeforeNetworkRequest();
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

/** The Sandbox and Browser profiles, each on its own recording server. */
async function twoNetworks() {
  const sandbox = await recordingServer();
  const browser = await recordingServer();
  const url = `${sandbox.origin}`;
  const base = `${browser.origin}/app/browser-net`;
  const [sandboxProfile, browserProfile] = builtInNetworks(
    { algod: url, indexer: url, kmd: url, token: 'a'.repeat(64) },
    base,
  ) as [NetworkProfile, NetworkProfile];
  return { sandbox, browser, base, sandboxProfile, browserProfile };
}

describe('waitForBrowserNet before core’s networkFetch', () => {
  it('holds every request to the Browser network until it is ready; others go at once', async () => {
    const { sandbox, browser, base, sandboxProfile, browserProfile } = await twoNetworks();
    const ready = deferred();
    let readyAsked = 0;
    setBeforeNetworkRequest(
      waitForBrowserNet(base, () => {
        readyAsked += 1;
        return ready.promise;
      }),
    );

    // The probe (httpGet), algosdk's client (TokenPinnedHttpClient) and the kmd client.
    const clients = networkClients(browserProfile);
    const held = Promise.allSettled([
      probeNetwork(browserProfile),
      clients.algod.status().do(),
      clients.kmd!.listWallets(),
    ]);
    // Another network is answered while the Browser network is still starting.
    await probeNetwork(sandboxProfile);
    expect(sandbox.asked).toContain('/health');
    expect(browser.asked).toEqual([]);
    expect(readyAsked).toBeGreaterThan(0);

    ready.resolve();
    await held;
    expect(browser.asked).toEqual(
      expect.arrayContaining(['/app/browser-net/algod/health', '/app/browser-net/algod/v2/status']),
    );
    expect(browser.asked).toContain('/app/browser-net/kmd/v1/wallets');
    expect(browser.asked.every((path) => path.startsWith('/app/browser-net/'))).toBe(true);
  });

  it('fails a request to the Browser network with the reason it could not start, and sends nothing', async () => {
    const { browser, base, browserProfile } = await twoNetworks();
    const notStarted = new Error('no Service Workers here');
    setBeforeNetworkRequest(waitForBrowserNet(base, () => Promise.reject(notStarted)));
    await expect(networkClients(browserProfile).kmd!.listWallets()).rejects.toMatchObject({
      code: 'kmd-unreachable',
      cause: notStarted,
    });
    expect(browser.asked).toEqual([]);
  });

  it('counts a request’s timeout from when it is sent, not from when it began to wait', async () => {
    const { browser, base } = await twoNetworks();
    const ready = deferred();
    setBeforeNetworkRequest(waitForBrowserNet(base, () => ready.promise));
    const asking = httpGet(`${base}/algod/health`, { timeoutMs: 1_000 });
    // Held well past its timeout: the wait is the Browser network starting, not a slow node.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    ready.resolve();
    expect(await asking).toMatchObject({ kind: 'response', status: 200 });
    expect(browser.asked).toEqual(['/app/browser-net/algod/health']);
  });

  it('leaves a path that only starts like the Browser network’s base alone', async () => {
    const { browser, base } = await twoNetworks();
    setBeforeNetworkRequest(waitForBrowserNet(base, () => new Promise<void>(() => undefined)));
    expect(await httpGet(`${base}-other/x`)).toMatchObject({ kind: 'response', status: 200 });
    expect(browser.asked).toEqual(['/app/browser-net-other/x']);
  });
});
