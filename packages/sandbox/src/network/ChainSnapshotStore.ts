/**
 * One snapshot of the chain taken through the admin API (`POST /v2/sandbox/snapshots`): the round
 * it was taken at and that round's block hash, which a revert checks the chain still holds.
 */
export interface ChainSnapshot {
  id: string;
  name: string;
  /** The round (decimal text: JSON has no bigint). */
  round: string;
  /** base64 of the block hash at `round`. */
  blockHash: string;
  /** The block's timestamp (unix seconds). */
  timestamp: number;
  /** Wall clock when it was taken (unix ms). */
  takenAt: number;
}

/** The network's snapshots, the number the next id takes (ids are never reused) and its unlocked addresses. */
export interface ChainSnapshots {
  next: number;
  snapshots: ChainSnapshot[];
  /** Addresses unlocked for impersonation (kept across a restart); absent: none. */
  unlocked?: string[];
}

/** Where a network keeps its snapshots; `save` resolves once they would survive a crash. */
export interface ChainSnapshotStore {
  load(): Promise<ChainSnapshots | undefined>;
  save(snapshots: ChainSnapshots): Promise<void>;
}
