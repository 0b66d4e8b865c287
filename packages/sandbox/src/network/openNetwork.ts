import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { createAlgodApp } from '../algod/createAlgodApp';
import { createGenesis } from '../genesis/createGenesis';
import type { Genesis } from '../genesis/Genesis';
import type { GenesisKey } from '../genesis/GenesisKeys';
import type { ApiKind } from '../http/ApiKind';
import { createIndexerApp } from '../indexer/createIndexerApp';
import { createKmdApp } from '../kmd/createKmdApp';
import type { ScryptParams } from '../kmd/walletCrypto';
import { NetworkControl } from '../control/NetworkControl';
import { EvaluatorAvm } from '../ledger/avm/EvaluatorAvm';
import { Ledger, type LedgerFork, type LedgerOptions } from '../ledger/Ledger';
import type { ForkSource } from '../fork/ForkSource';
import { forkConsensus } from '../fork/forkConsensus';
import { makeFork, type ForkSetup } from '../fork/makeFork';
import { DEFAULTS } from '../SandboxOptions';
import { MemoryBlockStore } from '../store/MemoryBlockStore';
import { NetworkFileError } from './NetworkFileError';
import type { NetworkStartStage } from './NetworkStartStage';
import type { NetworkSnapshot } from './NetworkSnapshot';
import type { NetworkStorage } from './NetworkStorage';

export interface NetworkOptions {
  /** Funded accounts of a new genesis (in kmd's unencrypted-default-wallet). */
  accounts: number;
  token: string;
  /** The genesis `network` of a new genesis: its id is `<network>-v1`. */
  network: string;
  /** scrypt cost of new kmd wallets (tests lower it). */
  scrypt?: ScryptParams;
  /** Consensus version reported in headers, `/v2/status` and params (algod's `future` by default). */
  consensusVersion?: string;
  /** Serve the indexer without a token, as real indexers often run. */
  indexerNoToken?: boolean;
  /** Cut a damaged block log at the damage (else a damaged log refuses to open). */
  repairBlocks?: boolean;
  /** Fork another network (`fork/makeFork`): the ledger reads through to it. */
  fork?: ForkSetup;
  /** Told each stage of the opening as it begins, and each replayed block (`NetworkStartStage`). */
  onStage?: (stage: NetworkStartStage) => void;
}

/** A network's ledger and its three APIs, over one storage. */
export interface OpenedNetwork {
  ledger: Ledger;
  /** The admin API's network control (snapshots, revert, reset, clock, impersonation). */
  control: NetworkControl;
  genesis: Genesis;
  keys: GenesisKey[];
  apps: Record<ApiKind, Hono>;
  /** A fork's source of remote state (its `remote.requests` counts what it asked). */
  fork?: ForkSource;
  close(): Promise<void>;
}

/**
 * Opens the network kept in `storage` (its genesis, then its blocks replayed), making a new
 * genesis with funded accounts on first use, and the algod, indexer and kmd apps over it: the
 * same rules, endpoints and error texts as the Node sandbox, which serves the same apps.
 */
export async function openNetwork(storage: NetworkStorage, options: NetworkOptions): Promise<OpenedNetwork> {
  const { onStage } = options;
  let made = await storage.genesis.load();
  if (made === undefined) {
    onStage?.({ stage: 'genesis' });
    made = createGenesis(options.accounts, undefined, options.network);
    await storage.genesis.save(made);
  }
  const saved = await storage.snapshots.load();
  const fork = options.fork === undefined ? undefined : makeFork(options.fork, made.genesis, made.keys);
  // A fork reports the remote's consensus version where the sandbox follows the same rules.
  const consensus =
    options.fork === undefined
      ? undefined
      : forkConsensus(options.fork.meta.protocol, options.consensusVersion ?? DEFAULTS.consensusVersion);
  if (fork !== undefined) fork.source.consensusWarning = consensus?.warning;
  const blocks = await storage.openBlocks({ repair: options.repairBlocks === true });
  const rounds = blocks.records.length;
  if (rounds > 0) onStage?.({ stage: 'replaying', done: 0, rounds });
  const ledger = await openLedger(made.genesis, blocks, consensus?.protocol ?? options.consensusVersion, {
    snapshotRounds: saved?.snapshots.map((s) => BigInt(s.round)),
    fork: fork?.ledger,
    ...(onStage !== undefined && {
      onReplayed: (done: number) => onStage({ stage: 'replaying', done, rounds }),
    }),
  });
  const control = await NetworkControl.open(ledger, storage.snapshots, saved, made.keys);
  onStage?.({ stage: 'kmd' });
  const { token } = options;
  const kmd = createKmdApp({
    token,
    genesisKeys: made.keys,
    wallets: storage.wallets,
    ...(options.scrypt !== undefined && { scrypt: options.scrypt }),
  });
  // kmd loads its wallets (and on first use writes the default one) as it starts: `/health`
  // answers once that is done. Closing waits for it, so nothing is written to a storage after
  // its network was closed (then replaced, reset or removed).
  const kmdLoaded = Promise.resolve(kmd.request('/health')).then(
    () => undefined,
    () => undefined,
  );
  const algod = createAlgodApp({ ledger, token, control, ...(fork && { fork: fork.source }) });
  // The indexer indexes every block there is as it starts (seconds for 100,000 blocks).
  const indexer = createIndexerApp({
    ledger,
    ...(onStage !== undefined && {
      onIndexed: (done: number, of: number) => onStage({ stage: 'indexing', done, rounds: of }),
    }),
    token: options.indexerNoToken === true ? undefined : token,
    ...(fork && { fork: fork.source }),
    ...(options.fork?.indexerUrl !== undefined && {
      forkIndexer: { url: options.fork.indexerUrl, token: options.fork.remote.token },
    }),
  });
  return {
    ledger,
    control,
    genesis: made.genesis,
    keys: made.keys,
    apps: { algod, indexer, kmd },
    ...(fork && { fork: fork.source }),
    close: async () => {
      await kmdLoaded;
      await ledger.close();
    },
  };
}

function openLedger(
  genesis: Genesis,
  blocks: Parameters<typeof Ledger.open>[0]['blocks'],
  protocol: string = DEFAULTS.consensusVersion,
  {
    snapshotRounds,
    verifyReplay = false,
    fork,
    onReplayed,
  }: {
    snapshotRounds?: bigint[] | undefined;
    verifyReplay?: boolean;
    fork?: LedgerFork | undefined;
    onReplayed?: LedgerOptions['onReplayed'];
  } = {},
): Promise<Ledger> {
  return Ledger.open({
    genesis,
    protocol,
    ...(snapshotRounds !== undefined && { snapshotRounds }),
    avm: (l) => new EvaluatorAvm(l),
    ...(blocks !== undefined && { blocks }),
    ...(verifyReplay && { verifyReplay }),
    ...(fork !== undefined && { fork }),
    ...(onReplayed !== undefined && { onReplayed }),
  });
}

/**
 * Proves an imported network before anything is replaced: its genesis keys are the genesis
 * accounts' and its blocks replay, in memory, on its genesis, each verified as a node verifies a
 * block it is given (`verifyRecord`: chained from the genesis, hashes, txids, signatures). Throws a
 * NetworkFileError naming the first bad record.
 */
export async function checkSnapshot(snapshot: NetworkSnapshot): Promise<void> {
  const funded = new Set(snapshot.genesis.alloc.map((a) => a.addr));
  for (const k of snapshot.keys) {
    const address = algosdk.encodeAddress(k.secretKey.subarray(32));
    if (address !== k.address || !funded.has(address))
      throw new NetworkFileError('content', `genesis key ${k.address} does not match the genesis`);
  }
  let probe: Ledger;
  try {
    probe = await openLedger(
      snapshot.genesis,
      { log: MemoryBlockStore.open().log, records: snapshot.records, truncatedBytes: 0 },
      DEFAULTS.consensusVersion,
      { verifyReplay: true },
    );
  } catch (err) {
    throw new NetworkFileError('content', `blocks do not replay: ${(err as Error).message}`, { cause: err });
  }
  await probe.close();
}
