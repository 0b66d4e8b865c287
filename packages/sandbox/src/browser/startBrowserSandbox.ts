import './installBuffer';
import { DEFAULT_TOKEN, DEFAULTS } from '../SandboxOptions';
import type { BrowserSandbox } from './BrowserSandbox';
import { createBrowserSandbox } from './createBrowserSandbox';
import { holdStorageLock } from './holdStorageLock';
import { IdbNetworkStorage } from './IdbNetworkStorage';
import { genesisId } from '../genesis/Genesis';
import { checkSnapshot } from '../network/openNetwork';
import { decodeNetworkFile, encodeNetworkFile } from '../network/networkFile';
import type { NetworkSnapshot } from '../network/NetworkSnapshot';
import type { NetworkStartStage } from '../network/NetworkStartStage';

export type { BrowserSandbox, SandboxApi } from './BrowserSandbox';
/** What a start refuses with when the stored blocks are damaged (the Service Worker imports only this entry). */
export { CorruptBlockLogError } from '../store/CorruptBlockLogError';
/** What a fork refuses with (`code` 'cors' when the remote does not allow this origin). */
export { ForkError } from '../fork/ForkError';

/** The genesis `network` of a network made in a browser: its genesis id is `sextant-browser-v1`. */
export const BROWSER_NETWORK = 'sextant-browser';
export const DEFAULT_DB_NAME = 'sextant-browser-network';
/** The `performance` marks a start leaves (read by bench/browser-net-start.ts), in order. */
export const START_MARKS = ['locked', 'storage-open', 'network-open'] as const;
const mark = (name: (typeof START_MARKS)[number]) => performance.mark(`sextant:browser-net:${name}`);

/**
 * What a start is doing, told as it goes (`BrowserStartOptions.onStage`): waiting for the storage
 * lock another worker holds (only then), opening the store, then the network's own stages (a fresh
 * genesis, or the stored blocks replayed; kmd; the indexer indexing every block).
 */
export type BrowserStartStage =
  { stage: 'waiting-for-lock' } | { stage: 'opening-store' } | NetworkStartStage;

export interface BrowserStartOptions {
  dbName?: string;
  accounts?: number;
  /** Consent to cut a damaged block store at its first bad block (`CorruptBlockLogError`): the blocks before it are kept and replayed. */
  repairBlocks?: boolean;
  /** Before starting, replace what is stored: `null` wipes it (a fresh genesis), bytes are a network file (checked first; a bad one changes nothing). */
  replaceWith?: Uint8Array | null;
  /** Told each stage of the start as it begins, and each block replayed and indexed (the caller throttles). */
  onStage?: (stage: BrowserStartStage) => void;
}

/**
 * A whole sandbox network (algod, indexer, kmd) inside a browser or a Service Worker, persisted in
 * IndexedDB (`dbName`): the first start makes a genesis with `accounts` funded accounts, later
 * starts replay what was stored, by one writer at a time (`holdStorageLock`). A damaged block
 * store refuses to start (`CorruptBlockLogError`) unless `repairBlocks`, and can be replaced
 * without being opened (`replaceWith`). Imports nothing from node:*.
 */
export async function startBrowserSandbox(options: BrowserStartOptions = {}): Promise<BrowserSandbox> {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  // Checked before anything is touched: a bad file changes nothing.
  let replacement: NetworkSnapshot | undefined;
  if (options.replaceWith instanceof Uint8Array) {
    replacement = decodeNetworkFile(options.replaceWith);
    await checkSnapshot(replacement);
  }
  const { onStage } = options;
  const release = await holdStorageLock(
    `${DEFAULT_DB_NAME}-writer:${dbName}`,
    onStage && (() => onStage({ stage: 'waiting-for-lock' })),
  );
  mark('locked');
  let storage: IdbNetworkStorage | undefined;
  try {
    onStage?.({ stage: 'opening-store' });
    storage = await IdbNetworkStorage.open(dbName);
    if (options.replaceWith !== undefined) await storage.replace(replacement);
    mark('storage-open');
    const sandbox = await createBrowserSandbox(storage, {
      accounts: options.accounts ?? DEFAULTS.accounts,
      token: DEFAULT_TOKEN,
      network: BROWSER_NETWORK,
      ...(options.repairBlocks === true && { repairBlocks: true }),
      ...(onStage !== undefined && { onStage }),
    });
    mark('network-open');
    const close = sandbox.close.bind(sandbox);
    sandbox.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return sandbox;
  } catch (err) {
    await storage?.close();
    release();
    throw err;
  }
}

/**
 * What a stopped Browser network can still give when its block store is damaged: genesis, kmd
 * wallets and every block before the first bad one, as a network file (importable here or by the
 * Node sandbox), without changing the store. Waits for the writer's lock, so never reads a network
 * being written. `rounds`: how many blocks it holds.
 */
export async function exportReadableBrowserNetwork(
  dbName: string = DEFAULT_DB_NAME,
): Promise<{ bytes: Uint8Array; genesisId: string; rounds: number }> {
  const release = await holdStorageLock(`${DEFAULT_DB_NAME}-writer:${dbName}`);
  const storage = await IdbNetworkStorage.open(dbName).catch((err: unknown) => {
    release();
    throw err;
  });
  try {
    const snapshot = await storage.snapshot();
    if (snapshot === undefined) throw new Error('the Browser network has no genesis stored');
    return {
      bytes: encodeNetworkFile(snapshot),
      genesisId: genesisId(snapshot.genesis),
      rounds: snapshot.records.length,
    };
  } finally {
    await storage.close();
    release();
  }
}
