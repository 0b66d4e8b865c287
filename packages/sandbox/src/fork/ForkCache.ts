import type { RemoteAnswer } from './RemoteAlgod';

/** Where the fork's answers persist (a file in the data dir in Node, IndexedDB in a browser). */
export interface ForkCacheStore {
  /** Every answer stored so far. */
  load(): Promise<Iterable<readonly [string, RemoteAnswer]>>;
  /** Appends answers, durable (synced or committed) once it resolves. */
  append(entries: readonly (readonly [string, RemoteAnswer])[]): Promise<void>;
}

/**
 * Every answer the remote gave, by resource key (`acct:ADDR`, `asset:N`, `app:N`, `box:N:b64`,
 * `boxes:N`). An answer is stored before the ledger uses it, so a block that read it replays from
 * the cache after a restart (even after kill -9), with no remote.
 */
export class ForkCache {
  private readonly answers = new Map<string, RemoteAnswer>();

  private constructor(private readonly store: ForkCacheStore | undefined) {}

  /** The cache with what `store` holds (nothing kept when there is no store: memory only). */
  static async open(store?: ForkCacheStore): Promise<ForkCache> {
    const cache = new ForkCache(store);
    if (store !== undefined) for (const [k, a] of await store.load()) cache.answers.set(k, a);
    return cache;
  }

  get(key: string): RemoteAnswer | undefined {
    return this.answers.get(key);
  }

  get size(): number {
    return this.answers.size;
  }

  async put(entries: readonly (readonly [string, RemoteAnswer])[]): Promise<void> {
    const fresh = entries.filter(([k]) => !this.answers.has(k));
    if (fresh.length === 0) return;
    await this.store?.append(fresh);
    for (const [k, a] of fresh) this.answers.set(k, a);
  }
}
