import { readSavedLogicSig } from '@sextant/core/lsig/readSavedLogicSig';
import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import { indexedDbStores } from '../../../app/storage/indexedDbStores';

/**
 * Saved logic sigs, one IndexedDB record per network and id: program, source, typed arguments and
 * delegation signatures (public data; never a key). Records are checked again when read.
 */
interface StoredLogicSig {
  /** `${network}:${id}`. */
  key: string;
  network: string;
  record: SavedLogicSig;
}

const DB_NAME = 'sextant-logicsigs';
const STORE = 'logicsigs';
const stores = indexedDbStores(DB_NAME, (db) => {
  if (!db.objectStoreNames.contains(STORE))
    db.createObjectStore(STORE, { keyPath: 'key' }).createIndex('network', 'network');
});
const run = <T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>) =>
  stores(STORE, mode, fn);

export async function listLogicSigs(network: string): Promise<SavedLogicSig[]> {
  const rows = await run<StoredLogicSig[]>(
    'readonly',
    (s) => s.index('network').getAll(network) as IDBRequest<StoredLogicSig[]>,
  );
  return rows
    .map((r) => readSavedLogicSig(r.record))
    .filter((r): r is SavedLogicSig => r !== undefined)
    .sort((a, b) => b.savedAt - a.savedAt);
}

export function putLogicSig(network: string, record: SavedLogicSig): Promise<unknown> {
  const row: StoredLogicSig = { key: `${network}:${record.id}`, network, record };
  return run('readwrite', (s) => s.put(row));
}

export function deleteLogicSig(network: string, id: string): Promise<unknown> {
  return run('readwrite', (s) => s.delete(`${network}:${id}`));
}
