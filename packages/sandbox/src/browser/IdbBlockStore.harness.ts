import type { BlockStoreHarness } from '../store/BlockStore.contract';
import { IdbBlockStore } from './IdbBlockStore';
import { openNetworkDb, requestDone, STORES, transactionDone } from './idb';

let made = 0;

/**
 * The block-store contract's harness for `IdbBlockStore`, on a fresh database: runs wherever
 * IndexedDB does (Chromium in e2e; fake-indexeddb in Vitest).
 *   for (const c of blockStoreContract(idbBlockStoreHarness)) await c.run();
 */
export async function idbBlockStoreHarness(): Promise<BlockStoreHarness> {
  const name = `sextant-block-store-contract-${Date.now()}-${made++}`;
  const db = await openNetworkDb(name);
  const change = async (key: number, fn: (frame: Uint8Array) => Uint8Array) => {
    const read = db.transaction(STORES.blocks, 'readonly').objectStore(STORES.blocks);
    const frame = (await requestDone(read.get(key))) as Uint8Array;
    const tx = db.transaction(STORES.blocks, 'readwrite');
    tx.objectStore(STORES.blocks).put(fn(new Uint8Array(frame)), key);
    await transactionDone(tx);
  };
  const lastKey = async () => {
    const keys = await requestDone(
      db.transaction(STORES.blocks, 'readonly').objectStore(STORES.blocks).getAllKeys(),
    );
    return keys[keys.length - 1] as number;
  };
  return {
    open: (options) => IdbBlockStore.open(db, options),
    tearLast: async () => change(await lastKey(), (f) => f.slice(0, f.length - 3)),
    corrupt: (index) =>
      change(index + 1, (f) => {
        f[8 + 10]! ^= 1;
        return f;
      }),
    dispose: async () => {
      db.close();
      await requestDone(indexedDB.deleteDatabase(name));
    },
  };
}
