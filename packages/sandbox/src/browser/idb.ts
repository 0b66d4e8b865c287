/** Small promise wrappers over IndexedDB's request and transaction events. */

export function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves once the transaction has committed (with durability "strict": on disk), rejects if it aborts. */
export function transactionDone(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const STRICT: IDBTransactionOptions = { durability: 'strict' };

export const STORES = {
  meta: 'meta',
  blocks: 'blocks',
  wallets: 'wallets',
  /** A fork's remote answers by resource key (`browser/IdbForkStore`); version 2 added it. */
  forkCache: 'forkCache',
} as const;

/** Opens (creating on first use, adding what a newer version has) the network's database: its genesis, block, wallet and fork-cache stores. */
export function openNetworkDb(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 2);
  request.onupgradeneeded = () => {
    const db = request.result;
    for (const store of Object.values(STORES))
      if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
  };
  return requestDone(request);
}
