import { rmSync } from 'node:fs';
import { createAlgodApp } from './algod/createAlgodApp';
import type { Genesis } from './genesis/Genesis';
import type { GenesisKey } from './genesis/GenesisKeys';
import { loadOrCreateGenesis } from './genesis/loadOrCreateGenesis';
import { type Served, serve } from './http/serve';
import { createIndexerApp } from './indexer/createIndexerApp';
import { createKmdApp } from './kmd/createKmdApp';
import { WalletFiles } from './kmd/WalletFiles';
import { EvaluatorAvm } from './ledger/avm/EvaluatorAvm';
import { Ledger } from './ledger/Ledger';
import { DEFAULTS, type SandboxOptions } from './SandboxOptions';
import { BlockLog } from './store/BlockLog';

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
  stop(): Promise<void>;
}

/** Starts the three APIs over one ledger. Port 0 picks a free port (tests always do). */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? DEFAULTS.host;
  const token = options.token ?? DEFAULTS.token;
  if (options.reset && options.dataDir !== undefined)
    rmSync(options.dataDir, { recursive: true, force: true });

  const { genesis, keys } = loadOrCreateGenesis(options.dataDir, options.accounts ?? DEFAULTS.accounts);
  const ledger = await Ledger.open({
    genesis,
    protocol: options.consensusVersion ?? DEFAULTS.consensusVersion,
    avm: (l) => new EvaluatorAvm(l),
    ...(options.dataDir !== undefined && { blocks: BlockLog.openDir(options.dataDir) }),
  });

  const served: Served[] = [];
  try {
    const algod = await serve(
      createAlgodApp({ ledger, token }),
      host,
      options.algodPort ?? DEFAULTS.algodPort,
    );
    served.push(algod);
    const indexer = await serve(
      createIndexerApp({ ledger, token: options.indexerNoToken === true ? undefined : token }),
      host,
      options.indexerPort ?? DEFAULTS.indexerPort,
    );
    served.push(indexer);
    const kmd = await serve(
      createKmdApp({
        token,
        genesisKeys: keys,
        ...(options.dataDir !== undefined && { wallets: new WalletFiles(options.dataDir) }),
      }),
      host,
      options.kmdPort ?? DEFAULTS.kmdPort,
    );
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
      stop: () => {
        stopped ??= (async () => {
          await Promise.all(served.map((s) => s.close()));
          await ledger.close();
        })();
        return stopped;
      },
    };
  } catch (err) {
    await Promise.all(served.map((s) => s.close()));
    await ledger.close();
    throw err;
  }
}
