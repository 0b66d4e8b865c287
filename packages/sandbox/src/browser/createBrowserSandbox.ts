import { checkSnapshot, type NetworkOptions, type OpenedNetwork, openNetwork } from '../network/openNetwork';
import { decodeNetworkFile, encodeNetworkFile } from '../network/networkFile';
import type { NetworkSnapshot } from '../network/NetworkSnapshot';
import type { NetworkStorage } from '../network/NetworkStorage';
import { ForkError } from '../fork/ForkError';
import type { ForkOptions } from '../fork/ForkOptions';
import type { ForkSetup } from '../fork/makeFork';
import { MemoryForkStore } from '../fork/MemoryForkStore';
import { openFork } from '../fork/openFork';
import type { BrowserSandbox } from './BrowserSandbox';
import { explainCorsRefusal } from './explainCorsRefusal';

/** What `createBrowserSandbox` takes: a network's options, and how a fork's remote is probed for CORS. */
export type BrowserNetworkOptions = Omit<NetworkOptions, 'fork'> & {
  /** Probes a remote that could not be read (`explainCorsRefusal`); `fetch` by default. */
  corsProbe?: (url: string, init: RequestInit) => Promise<unknown>;
};

/**
 * The browser sandbox over any storage (IndexedDB in `startBrowserSandbox`, memory in tests).
 * Requests wait while the network is being replaced (import, reset, fork); replacing closes the
 * old ledger first, so nothing more is written to the storage being replaced. A fork is kept in
 * the storage (`storage.fork`): a restart opens it again from there, asking its remote only for
 * what it has not read yet.
 */
export async function createBrowserSandbox(
  storage: NetworkStorage,
  { corsProbe, onStage, ...options }: BrowserNetworkOptions,
): Promise<BrowserSandbox> {
  let forkOf: string | undefined;
  /** `onStage`: the start's stages are told (not a replacement's: the network is running then). */
  const open = async (stages?: BrowserNetworkOptions['onStage']) => {
    const fork = await keptFork(storage);
    forkOf = fork?.meta.remote;
    return openNetwork(storage, {
      ...options,
      ...(fork !== undefined && { fork }),
      ...(stages !== undefined && { onStage: stages }),
    });
  };
  let latest = await open(onStage);
  let current: Promise<OpenedNetwork> = Promise.resolve(latest);
  /** Export, import, reset and close run one at a time, in call order. */
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  /** `then`: what is written after the replace, before the network opens again (a fork's record). */
  const replace = async (snapshot: NetworkSnapshot | undefined, then?: () => Promise<void>) => {
    let failure: unknown;
    const reopened = (async () => {
      await (await current).close();
      await storage
        .replace(snapshot)
        .then(then)
        .catch((err: unknown) => {
          failure = err;
        });
      // Whatever the storage now holds is served (after a failed replace: the old network).
      latest = await open();
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
    get forkOf() {
      return forkOf;
    },
    async fetch(api, request) {
      const network = await current;
      return network.apps[api].fetch(request);
    },
    exportNetwork: () =>
      serial(async () => {
        const network = await current;
        if (network.fork !== undefined)
          throw new ForkError(
            'config',
            `a fork of ${network.fork.remote.url} is not exported as a network file: its blocks replay only over what it read from that network`,
          );
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
    fork: (fork) =>
      serial(async () => {
        const kept = storage.fork;
        if (kept === undefined) throw new ForkError('config', 'this storage cannot keep a fork');
        // Taken from the remote before anything changes: a remote that cannot be read (down,
        // refusing this origin) leaves the network as it was.
        const taken = new MemoryForkStore();
        try {
          await openFork(taken, fork, () => new ForkError('config', 'a fresh fork holds no other'));
        } catch (err) {
          throw await explainCorsRefusal(err, fork.url, corsProbe);
        }
        const { meta, genesis } = taken;
        if (meta === undefined) throw new ForkError('answer', `fork: nothing was taken from ${fork.url}`);
        await replace(undefined, async () => {
          if (genesis !== undefined) await kept.saveGenesis(genesis);
          await kept.saveMeta(meta);
          await kept.saveOptions(keptOptions(fork));
        });
      }),
    close: () =>
      serial(async () => {
        await (await current).close();
        await storage.close();
      }),
  };
}

/** The fork kept in `storage`, opened from what it holds (nothing is asked of its remote). */
async function keptFork(storage: NetworkStorage): Promise<ForkSetup | undefined> {
  const options = await storage.fork?.loadOptions();
  if (storage.fork === undefined || options === undefined) return undefined;
  return openFork(
    storage.fork,
    options,
    (stored) => new ForkError('config', `the stored fork is of ${stored}, not of ${options.url}`),
  );
}

/** The options kept with a fork: its remote's URL, token and indexer. */
function keptOptions({ url, token, indexerUrl, timeoutMs }: ForkOptions): ForkOptions {
  return {
    url: url.replace(/\/+$/, ''),
    ...(token !== undefined && token !== '' && { token }),
    ...(indexerUrl !== undefined && indexerUrl !== '' && { indexerUrl }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  };
}
