import type { ForkCacheStore } from './ForkCache';
import type { ForkMeta } from './ForkMeta';

/**
 * Where a fork keeps what it took from the remote, so a restart continues the same fork without
 * asking again: files in the data dir in Node (`openForkDir`), IndexedDB in a browser
 * (`browser/IdbForkStore`).
 */
export interface ForkStore {
  /** What was taken at the fork (undefined before the first start). */
  loadMeta(): Promise<ForkMeta | undefined>;
  saveMeta(meta: ForkMeta): Promise<void>;
  /** The remote's `/genesis` (JSON text), undefined when none was kept. */
  loadGenesis(): Promise<string | undefined>;
  saveGenesis(text: string): Promise<void>;
  /** Every answer since. */
  readonly cache: ForkCacheStore;
}
