import './installBuffer';
import { DEFAULT_TOKEN, DEFAULTS } from '../SandboxOptions';
import type { BrowserSandbox } from './BrowserSandbox';
import { createBrowserSandbox } from './createBrowserSandbox';
import { holdStorageLock } from './holdStorageLock';
import { IdbNetworkStorage } from './IdbNetworkStorage';

export type { BrowserSandbox, SandboxApi } from './BrowserSandbox';

/** The genesis `network` of a network made in a browser: its genesis id is `sextant-browser-v1`. */
export const BROWSER_NETWORK = 'sextant-browser';
export const DEFAULT_DB_NAME = 'sextant-browser-network';
/** The `performance` marks a start leaves (read by bench/browser-net-start.ts), in order. */
export const START_MARKS = ['locked', 'storage-open', 'network-open'] as const;
const mark = (name: (typeof START_MARKS)[number]) => performance.mark(`sextant:browser-net:${name}`);

/**
 * A whole sandbox network (algod, indexer, kmd) inside a browser or a Service Worker, persisted in
 * IndexedDB (`dbName`): the first start makes a genesis with `accounts` funded accounts, later
 * starts replay what was stored, by one writer at a time (`holdStorageLock`). A damaged block
 * store refuses to start (`CorruptBlockLogError`) unless `repairBlocks`. Imports nothing from node:*.
 */
export async function startBrowserSandbox(
  options: { dbName?: string; accounts?: number; repairBlocks?: boolean } = {},
): Promise<BrowserSandbox> {
  const dbName = options.dbName ?? DEFAULT_DB_NAME;
  const release = await holdStorageLock(`${DEFAULT_DB_NAME}-writer:${dbName}`);
  mark('locked');
  let storage: IdbNetworkStorage | undefined;
  try {
    storage = await IdbNetworkStorage.open(dbName);
    mark('storage-open');
    const sandbox = await createBrowserSandbox(storage, {
      accounts: options.accounts ?? DEFAULTS.accounts,
      token: DEFAULT_TOKEN,
      network: BROWSER_NETWORK,
      ...(options.repairBlocks === true && { repairBlocks: true }),
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
