import { readSavedLogicSig } from '@sextant/core/lsig/readSavedLogicSig';
import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';

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
let opening: Promise<IDBDatabase> | undefined;

function db(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) {
        request.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('network', 'network');
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return db().then(
    (d) =>
      new Promise<T>((resolve, reject) => {
        const tx = d.transaction(STORE, mode);
        const request = fn(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

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
