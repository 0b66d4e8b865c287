import { indexedDbStores } from '../../../app/storage/indexedDbStores';

/**
 * Application specs (ARC-56 / ARC-32 JSON) a person attached to an app, in IndexedDB, one record
 * per network and app id: the same id is a different app on another network. Only the text is
 * stored; it is parsed again when read.
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

const stores = indexedDbStores(DB_NAME, (db) => {
  if (!db.objectStoreNames.contains(SPECS)) db.createObjectStore(SPECS, { keyPath: 'id' });
});
const run = <T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>) =>
  stores(SPECS, mode, fn);

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
