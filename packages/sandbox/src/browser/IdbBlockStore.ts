import { LedgerError } from '../ledger/LedgerError';
import type { BlockRecord } from '../store/BlockRecord';
import type { BlockStore, OpenedBlockStore } from '../store/BlockStore';
import { encodeFrame, isWholeFrame, readFrames } from '../store/blockFraming';
import { CorruptBlockLogError } from '../store/CorruptBlockLogError';
import { GroupCommit } from '../store/GroupCommit';
import { requestDone, STORES, STRICT, transactionDone } from './idb';

/**
 * The block store in IndexedDB: one frame per block (`blockFraming`: length, crc32, payload),
 * keyed by round, in the `blocks` object store. Group commit as in the file log: `append` queues a
 * frame and starts a write if none runs; `sync` resolves once a transaction holding everything
 * appended before it has committed with durability "strict" (flushed to disk), so a POST is
 * answered only for a stored block; frames appended while a transaction runs share the next one.
 * On open, the first frame that is missing, short or fails its checksum ends the log: when it is
 * the last (a torn write) it is deleted; with whole frames after it, open refuses
 * (`CorruptBlockLogError`) and deletes only with `repair`.
 */
export class IdbBlockStore implements BlockStore {
  private pending: Uint8Array[] = [];
  private nextRound: number;
  /**
   * One write transaction at a time; a failed one poisons the store (`GroupCommit`): its frames are
   * lost, so nothing after them may be acknowledged or stored out of order.
   */
  private readonly commit = new GroupCommit<LedgerError>((done) => this.writePending(done));

  private constructor(
    private readonly db: IDBDatabase,
    nextRound: number,
  ) {
    this.nextRound = nextRound;
  }

  static async open(
    db: IDBDatabase,
    options: { repair?: boolean } = {},
  ): Promise<OpenedBlockStore & { log: IdbBlockStore }> {
    const read = db.transaction(STORES.blocks, 'readonly');
    const store = read.objectStore(STORES.blocks);
    const [keys, values] = await Promise.all([requestDone(store.getAllKeys()), requestDone(store.getAll())]);
    // Round r is at key r; a gap ends the log like a torn frame.
    let contiguous = 0;
    while (contiguous < keys.length && keys[contiguous] === contiguous + 1) contiguous++;
    const entries = (values as unknown[]).map((v) =>
      v instanceof Uint8Array ? v : v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(0),
    );
    const { records, kept, truncatedBytes } = readFrames(entries.slice(0, contiguous), { repair: true });
    // A bad frame or a missing round with whole frames after it is damage: refused unless `repair`.
    if (options.repair !== true) {
      const goodAfter = entries.slice(kept < contiguous ? kept + 1 : kept).filter(isWholeFrame).length;
      if (goodAfter > 0)
        throw new CorruptBlockLogError(
          kept + 1,
          goodAfter,
          `IndexedDB key ${kept + 1}`,
          'open the Browser network again with repair (startBrowserSandbox `repairBlocks: true`)',
        );
    }
    const cutBytes = truncatedBytes + entries.slice(contiguous).reduce((n, e) => n + e.length, 0);
    if (kept < keys.length) {
      const cut = db.transaction(STORES.blocks, 'readwrite', STRICT);
      cut.objectStore(STORES.blocks).delete(IDBKeyRange.lowerBound(kept + 1));
      await transactionDone(cut);
    }
    return { log: new IdbBlockStore(db, kept + 1), records, truncatedBytes: cutBytes };
  }

  /** The failed write's error, once one has failed (`BlockStore.failure`). */
  get failure(): LedgerError | undefined {
    return this.commit.failure;
  }

  /** Queues the frame and starts writing it at once (with whatever else is queued by then). */
  append(record: BlockRecord): void {
    if (this.failure !== undefined) throw this.failure;
    this.pending.push(encodeFrame(record));
    this.commit.wrote();
    this.commit.sync().catch(() => undefined); // reported to the callers of sync
  }

  /**
   * Drops the rounds after `keep`: frames still queued for them are forgotten and one transaction
   * deletes the stored ones. It is made now, so it runs before any later write's transaction
   * (IndexedDB runs overlapping read-write transactions in the order they were made); the next
   * `sync`'s transaction, made after it, resolves only once it has committed.
   */
  cut(keep: number): void {
    if (this.failure !== undefined) throw this.failure;
    const written = this.nextRound - 1; // stored, or in a transaction already made
    if (keep >= written + this.pending.length) return;
    if (keep >= written) {
      this.pending.splice(keep - written);
      return;
    }
    this.pending = [];
    this.nextRound = keep + 1;
    const tx = this.db.transaction(STORES.blocks, 'readwrite', STRICT);
    tx.objectStore(STORES.blocks).delete(IDBKeyRange.lowerBound(keep + 1));
    // The next flush's transaction is made after this one, so it commits after it.
    this.commit.wrote();
  }

  sync(): Promise<void> {
    return this.commit.sync();
  }

  whenIdle(fn: () => void): void {
    this.commit.whenIdle(fn);
  }

  /** One transaction for every queued frame; `done` once it has committed (durability "strict"). */
  private writePending(done: (err: LedgerError | null) => void): void {
    const fail = (err: unknown) =>
      done(
        new LedgerError('store', `failed to write the block store: ${(err as Error).message}`, {
          status: 500,
          cause: err,
        }),
      );
    const batch = this.pending;
    this.pending = [];
    try {
      const tx = this.db.transaction(STORES.blocks, 'readwrite', STRICT);
      const store = tx.objectStore(STORES.blocks);
      for (const frame of batch) store.put(frame, this.nextRound++);
      transactionDone(tx).then(() => done(null), fail);
    } catch (err) {
      fail(err);
    }
  }

  async close(): Promise<void> {
    await this.sync().catch(() => undefined);
  }
}
