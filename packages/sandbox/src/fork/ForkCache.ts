import type { RemoteAnswer } from './RemoteAlgod';

/** Where the fork's answers persist (a file in the data dir in Node; nothing in memory-only runs). */
export interface ForkCacheStore {
  /** Every answer stored so far. */
  load(): Iterable<readonly [string, RemoteAnswer]>;
  /** Appends answers, durable (synced) before it returns. */
  append(entries: readonly (readonly [string, RemoteAnswer])[]): void;
}

/**
 * Every answer the remote gave, by resource key (`acct:ADDR`, `asset:N`, `app:N`, `box:N:b64`,
 * `boxes:N`). An answer is stored before the ledger uses it, so a block that read it replays from
 * the cache after a restart (even after kill -9), with no remote.
 */
export class ForkCache {
  private readonly answers = new Map<string, RemoteAnswer>();

  constructor(private readonly store?: ForkCacheStore) {
    if (store !== undefined) for (const [k, a] of store.load()) this.answers.set(k, a);
  }

  get(key: string): RemoteAnswer | undefined {
    return this.answers.get(key);
  }

  get size(): number {
    return this.answers.size;
  }

  put(entries: readonly (readonly [string, RemoteAnswer])[]): void {
    const fresh = entries.filter(([k]) => !this.answers.has(k));
    if (fresh.length === 0) return;
    this.store?.append(fresh);
    for (const [k, a] of fresh) this.answers.set(k, a);
  }
}
