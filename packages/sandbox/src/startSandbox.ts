import type { Genesis } from './genesis/Genesis';
import type { GenesisKey } from './genesis/GenesisKeys';
import { type Served, serve } from './http/serve';
import type { ForkSource } from './fork/ForkSource';
import { openForkDir, refuseForkDir } from './fork/openForkDir';
import type { Ledger } from './ledger/Ledger';
import { DataDirNetworkStorage } from './network/DataDirNetworkStorage';
import { MemoryNetworkStorage } from './network/MemoryNetworkStorage';
import { openNetwork } from './network/openNetwork';
import { DEFAULTS, type SandboxOptions } from './SandboxOptions';

export interface Endpoint {
  url: string;
  port: number;
}

export interface RunningSandbox {
  algod: Endpoint;
  indexer: Endpoint;
  kmd: Endpoint;
  token: string;
  genesis: Genesis;
  genesisKeys: GenesisKey[];
  ledger: Ledger;
  /** A fork's source of remote state (`--fork`). */
  fork?: ForkSource;
  stop(): Promise<void>;
}

/** Starts the three APIs over one ledger. Port 0 picks a free port (tests always do). */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? DEFAULTS.host;
  const token = options.token ?? DEFAULTS.token;
  const storage =
    options.dataDir === undefined ? new MemoryNetworkStorage() : new DataDirNetworkStorage(options.dataDir);
  if (options.reset) await storage.replace(undefined);
  const fork = options.fork === undefined ? undefined : await openForkDir(options.dataDir, options.fork);
  if (fork === undefined) refuseForkDir(options.dataDir);

  // The same assembly as the browser sandbox's: one network over one storage, its three apps.
  const network = await openNetwork(storage, {
    accounts: options.accounts ?? DEFAULTS.accounts,
    token,
    network: DEFAULTS.network,
    consensusVersion: options.consensusVersion ?? DEFAULTS.consensusVersion,
    ...(options.indexerNoToken === true && { indexerNoToken: true }),
    ...(options.repair === true && { repairBlocks: true }),
    ...(fork !== undefined && { fork }),
  });
  const { ledger, genesis, keys, apps } = network;

  const served: Served[] = [];
  try {
    const algod = await serve(apps.algod, host, options.algodPort ?? DEFAULTS.algodPort);
    served.push(algod);
    const indexer = await serve(apps.indexer, host, options.indexerPort ?? DEFAULTS.indexerPort);
    served.push(indexer);
    const kmd = await serve(apps.kmd, host, options.kmdPort ?? DEFAULTS.kmdPort);
    served.push(kmd);
    let stopped: Promise<void> | undefined;
    return {
      algod: { url: algod.url, port: algod.port },
      indexer: { url: indexer.url, port: indexer.port },
      kmd: { url: kmd.url, port: kmd.port },
      token,
      genesis,
      genesisKeys: keys,
      ledger,
      ...(network.fork && { fork: network.fork }),
      stop: () => {
        stopped ??= (async () => {
          await Promise.all(served.map((s) => s.close()));
          await network.close();
        })();
        return stopped;
      },
    };
  } catch (err) {
    await Promise.all(served.map((s) => s.close()));
    await network.close();
    throw err;
  }
}
