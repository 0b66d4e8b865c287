import { checkSnapshot, type NetworkOptions, type OpenedNetwork, openNetwork } from '../network/openNetwork';
import { decodeNetworkFile, encodeNetworkFile } from '../network/networkFile';
import type { NetworkSnapshot } from '../network/NetworkSnapshot';
import type { NetworkStorage } from '../network/NetworkStorage';
import type { BrowserSandbox } from './BrowserSandbox';

/**
 * The browser sandbox over any storage (IndexedDB in `startBrowserSandbox`, memory in tests).
 * Requests wait while the network is being replaced (import, reset); replacing closes the old
 * ledger first, so nothing more is written to the storage being replaced.
 */
export async function createBrowserSandbox(
  storage: NetworkStorage,
  options: NetworkOptions,
): Promise<BrowserSandbox> {
  let latest = await openNetwork(storage, options);
  let current: Promise<OpenedNetwork> = Promise.resolve(latest);
  /** Export, import, reset and close run one at a time, in call order. */
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  const replace = async (snapshot: NetworkSnapshot | undefined) => {
    let failure: unknown;
    const reopened = (async () => {
      await (await current).close();
      await storage.replace(snapshot).catch((err: unknown) => {
        failure = err;
      });
      // Whatever the storage now holds is served (after a failed replace: the old network).
      latest = await openNetwork(storage, options);
      return latest;
    })();
    current = reopened;
    await reopened;
    if (failure !== undefined) throw failure;
  };

  return {
    token: options.token,
    get genesisId() {
      return latest.ledger.genesisId;
    },
    async fetch(api, request) {
      const network = await current;
      return network.apps[api].fetch(request);
    },
    exportNetwork: () =>
      serial(async () => {
        const network = await current;
        await network.ledger.sync();
        await storage.wallets.flush();
        const snapshot = await storage.snapshot();
        if (snapshot === undefined) throw new Error('the network has no genesis stored');
        return encodeNetworkFile(snapshot);
      }),
    importNetwork: (bytes) =>
      serial(async () => {
        const snapshot = decodeNetworkFile(bytes);
        await checkSnapshot(snapshot);
        await replace(snapshot);
      }),
    reset: () => serial(() => replace(undefined)),
    close: () =>
      serial(async () => {
        await (await current).close();
        await storage.close();
      }),
  };
}
