/**
 * Application specs (ARC-56 / ARC-32 JSON) a person attached to an app, in IndexedDB, one record
 * per network and app id: the same id is a different app on another network. Only the text is
 * stored; it is parsed again when read. Plain IndexedDB: three calls do not justify a dependency.
 */
export interface StoredAppSpec {
  /** `${network}:${appId}`. */
  id: string;
  network: string;
  appId: string;
  text: string;
  attachedAt: number;
}

const DB_NAME = 'sextant-app-specs';
const SPECS = 'specs';

let opening: Promise<IDBDatabase> | undefined;

function db(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(SPECS))
        request.result.createObjectStore(SPECS, { keyPath: 'id' });
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
        const tx = d.transaction(SPECS, mode);
        const request = fn(tx.objectStore(SPECS));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

const recordId = (network: string, appId: bigint) => `${network}:${appId}`;

export function getAppSpec(network: string, appId: bigint): Promise<StoredAppSpec | undefined> {
  return run<StoredAppSpec | undefined>(
    'readonly',
    (s) => s.get(recordId(network, appId)) as IDBRequest<StoredAppSpec | undefined>,
  );
}

export function putAppSpec(network: string, appId: bigint, text: string): Promise<unknown> {
  const record: StoredAppSpec = {
    id: recordId(network, appId),
    network,
    appId: String(appId),
    text,
    attachedAt: Date.now(),
  };
  return run('readwrite', (s) => s.put(record));
}

export function deleteAppSpec(network: string, appId: bigint): Promise<unknown> {
  return run('readwrite', (s) => s.delete(recordId(network, appId)));
}
