/** Runs one request against one object store, resolving when its transaction completes. */
export type StoreRunner = <T>(
  store: string,
  mode: IDBTransactionMode,
  fn: (s: IDBObjectStore) => IDBRequest<T>,
) => Promise<T>;

/**
 * One IndexedDB database of the app's own stores (version 1; `upgrade` makes its object stores),
 * opened once on first use and again after a failed open. Plain IndexedDB: the stores make a few
 * calls each, which does not justify a dependency.
 */
export function indexedDbStores(name: string, upgrade: (db: IDBDatabase) => void): StoreRunner {
  let opening: Promise<IDBDatabase> | undefined;
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    opening.catch(() => {
      opening = undefined;
    });
    return opening;
  };
  return (store, mode, fn) =>
    open().then(
      (db) =>
        new Promise((resolve, reject) => {
          const tx = db.transaction(store, mode);
          const request = fn(tx.objectStore(store));
          tx.oncomplete = () => resolve(request.result);
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
          tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
        }),
    );
}
