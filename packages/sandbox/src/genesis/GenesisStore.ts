import type { NewGenesis } from './createGenesis';

/**
 * Where a network's genesis and its funded accounts' keys are kept: files in a data dir in Node
 * (`DataDirNetworkStorage`), IndexedDB in a browser. Saved before any block exists, so a crash
 * leaves either nothing or both.
 */
export interface GenesisStore {
  load(): Promise<NewGenesis | undefined>;
  save(made: NewGenesis): Promise<void>;
}
