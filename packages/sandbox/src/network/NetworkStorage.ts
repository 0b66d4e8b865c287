import type { GenesisStore } from '../genesis/GenesisStore';
import type { WalletPersistence } from '../kmd/WalletPersistence';
import type { OpenedBlockStore } from '../store/BlockStore';
import type { ChainSnapshotStore } from './ChainSnapshotStore';
import type { KeptFork } from '../fork/KeptFork';
import type { NetworkSnapshot } from './NetworkSnapshot';

/**
 * Everything a network keeps, behind one port: its genesis, its block store and kmd's wallets.
 * IndexedDB in a browser (`IdbNetworkStorage`), memory in tests (`MemoryNetworkStorage`).
 */
export interface NetworkStorage {
  genesis: GenesisStore;
  wallets: WalletPersistence;
  /** The admin API's snapshots (`replace` wipes them: they name rounds of the chain replaced). */
  snapshots: ChainSnapshotStore;
  /** Where a fork is kept with the network (the Browser network's); a storage without it holds no fork. */
  fork?: KeptFork;
  /**
   * Opens the block store (at most one open at a time; closed by the ledger's close). `repair`: cut a damaged block log at the damage (else opening it refuses: CorruptBlockLogError).
   */
  openBlocks(options?: { repair?: boolean }): Promise<OpenedBlockStore>;
  /**
   * What is stored now; the block store must be synced (or closed) first. Its blocks end at the
   * first damaged one, as a repair would cut them (a damaged store is read, never changed): so a
   * network whose block store refuses to open (CorruptBlockLogError) can still export what is readable.
   */
  snapshot(): Promise<NetworkSnapshot | undefined>;
  /** Replaces everything with `snapshot`, or wipes everything, all at once; the block store must be closed. */
  replace(snapshot: NetworkSnapshot | undefined): Promise<void>;
  close(): Promise<void>;
}
