import type { LedgerError } from '../ledger/LedgerError';
import type { BlockRecord } from './BlockRecord';

/**
 * Where the ledger's committed blocks go: the file log in Node (`BlockLog`), IndexedDB in a
 * browser (`IdbBlockStore`), memory in tests (`MemoryBlockStore`). Group commit: `append` is
 * synchronous (the ledger writes before it changes state), `sync` resolves once everything
 * appended so far is durable, and concurrent callers share one flush.
 */
export interface BlockStore {
  /** Takes one record; throws (a LedgerError) when it cannot, and then holds nothing of it. */
  append(record: BlockRecord): void;
  /**
   * Keeps the first `keep` records and drops the rest (a revert: rounds after `keep` are gone).
   * Takes effect at once for later appends and reads; durable once a later `sync` resolves.
   */
  cut(keep: number): void;
  /** Resolves once every record appended so far is durable. */
  sync(): Promise<void>;
  /**
   * Set once a flush has failed (`GroupCommit`): the store may have lost what it reported written,
   * so nothing more may be appended or acknowledged until it is reopened.
   */
  readonly failure: LedgerError | undefined;
  /** Calls `fn` once no flush is running (at once when none is). */
  whenIdle(fn: () => void): void;
  close(): Promise<void>;
}

/** A store as opened: the records it held (replayed by the ledger) and what a torn tail cost. */
export interface OpenedBlockStore {
  log: BlockStore;
  records: BlockRecord[];
  /** Bytes cut off the end: a record torn by a crash mid-write (or trailing garbage). */
  truncatedBytes: number;
}
