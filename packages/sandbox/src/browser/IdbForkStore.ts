import type { ForkCacheStore } from '../fork/ForkCache';
import type { ForkMeta } from '../fork/ForkMeta';
import type { ForkOptions } from '../fork/ForkOptions';
import type { KeptFork } from '../fork/KeptFork';
import type { RemoteAnswer } from '../fork/RemoteAlgod';
import { requestDone, STORES, STRICT, transactionDone } from './idb';

const OPTIONS_KEY = 'fork-options';
const META_KEY = 'fork-meta';
const GENESIS_KEY = 'fork-genesis';

/**
 * A Browser network's fork in its database: the options, what was taken at the fork and the
 * remote's `/genesis` in `meta`, every answer since in `forkCache` (one entry per resource key,
 * committed with durability "strict" before the ledger uses it), so a reload continues the same
 * fork without asking the remote again.
 */
export class IdbForkStore implements KeptFork {
  readonly cache: ForkCacheStore;

  constructor(private readonly db: IDBDatabase) {
    this.cache = {
      load: async () => {
        const tx = db.transaction(STORES.forkCache, 'readonly');
        const store = tx.objectStore(STORES.forkCache);
        const [keys, answers] = await Promise.all([
          requestDone(store.getAllKeys()),
          requestDone(store.getAll()) as Promise<RemoteAnswer[]>,
        ]);
        return keys.map((k, i) => [String(k), answers[i] as RemoteAnswer] as const);
      },
      append: async (entries) => {
        const tx = db.transaction(STORES.forkCache, 'readwrite', STRICT);
        const store = tx.objectStore(STORES.forkCache);
        for (const [k, a] of entries) store.put({ status: a.status, body: a.body }, k);
        await transactionDone(tx);
      },
    };
  }

  loadOptions = () => this.get<ForkOptions>(OPTIONS_KEY);
  saveOptions = (options: ForkOptions) => this.put(OPTIONS_KEY, options);
  loadMeta = () => this.get<ForkMeta>(META_KEY);
  saveMeta = (meta: ForkMeta) => this.put(META_KEY, meta);
  loadGenesis = () => this.get<string>(GENESIS_KEY);
  saveGenesis = (text: string) => this.put(GENESIS_KEY, text);

  private async get<T>(key: string): Promise<T | undefined> {
    const tx = this.db.transaction(STORES.meta, 'readonly');
    return (await requestDone(tx.objectStore(STORES.meta).get(key))) as T | undefined;
  }

  private async put(key: string, value: unknown): Promise<void> {
    const tx = this.db.transaction(STORES.meta, 'readwrite', STRICT);
    tx.objectStore(STORES.meta).put(value, key);
    await transactionDone(tx);
  }
}
