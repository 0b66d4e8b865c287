/**
 * A block store holds a bad record with whole records after it: not a torn write (only the last
 * record can be torn: nothing after it was ever acknowledged) but damage. The store is left as it
 * is; opening it again with `repair` cuts at the bad record, keeping what it cut where it can.
 */
export class CorruptBlockLogError extends Error {
  readonly code = 'corruptBlockLog';

  constructor(
    /** The bad record's round (records are rounds 1, 2, …). */
    readonly round: number,
    /** Whole records found after it. */
    readonly goodAfter: number,
    /** Where it is ("byte 1234 of blocks.log", "IndexedDB key 595"). */
    where: string,
    /** How to repair, for this store. */
    repairHint: string,
  ) {
    super(
      `the block log is corrupt: record ${round} (round ${round}, ${where}) is damaged, yet ${goodAfter} whole record(s) follow it, so it is no torn write. ` +
        `Nothing was changed. To keep rounds 1-${round - 1} and drop the rest, ${repairHint}; or restore the network from a backup or an export.`,
    );
    this.name = 'CorruptBlockLogError';
  }
}
