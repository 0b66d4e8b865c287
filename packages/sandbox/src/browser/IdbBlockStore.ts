import { LedgerError } from '../ledger/LedgerError';
import type { BlockRecord } from '../store/BlockRecord';
import type { BlockStore, OpenedBlockStore } from '../store/BlockStore';
import { encodeFrame, readFrames } from '../store/blockFraming';
import { requestDone, STORES, STRICT, transactionDone } from './idb';

/**
 * The block store in IndexedDB: one frame per block (`blockFraming`: length, crc32, payload),
 * keyed by round, in the `blocks` object store. Group commit as in the file log: `append` queues a
 * frame and starts a write if none runs; `sync` resolves once a transaction holding everything
 * appended before it has committed with durability "strict" (flushed to disk), so a POST is
 * answered only for a stored block; frames appended while a transaction runs share the next one.
 * On open, the first frame that is missing, short or fails its checksum ends the log: it and every
 * later one are deleted.
 */
export class IdbBlockStore implements BlockStore {
  private pending: Uint8Array[] = [];
  private nextRound: number;
  private written = 0;
  private synced = 0;
  private syncing = false;
  private failure: Error | undefined;
  private waiters: Array<{ upTo: number; resolve: () => void; reject: (err: Error) => void }> = [];
  private idle: Array<() => void> = [];

  private constructor(
    private readonly db: IDBDatabase,
    nextRound: number,
  ) {
    this.nextRound = nextRound;
  }

  static async open(db: IDBDatabase): Promise<OpenedBlockStore & { log: IdbBlockStore }> {
    const read = db.transaction(STORES.blocks, 'readonly');
    const store = read.objectStore(STORES.blocks);
    const [keys, values] = await Promise.all([requestDone(store.getAllKeys()), requestDone(store.getAll())]);
    // Round r is at key r; a gap ends the log like a torn frame.
    let contiguous = 0;
    while (contiguous < keys.length && keys[contiguous] === contiguous + 1) contiguous++;
    const entries = (values as unknown[]).map((v) =>
      v instanceof Uint8Array ? v : v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(0),
    );
    const { records, kept, truncatedBytes } = readFrames(entries.slice(0, contiguous));
    const cutBytes = truncatedBytes + entries.slice(contiguous).reduce((n, e) => n + e.length, 0);
    if (kept < keys.length) {
      const cut = db.transaction(STORES.blocks, 'readwrite', STRICT);
      cut.objectStore(STORES.blocks).delete(IDBKeyRange.lowerBound(kept + 1));
      await transactionDone(cut);
    }
    return { log: new IdbBlockStore(db, kept + 1), records, truncatedBytes: cutBytes };
  }

  append(record: BlockRecord): void {
    if (this.failure !== undefined)
      throw new LedgerError('store', `failed to write the block store: ${this.failure.message}`, {
        status: 500,
        cause: this.failure,
      });
    this.pending.push(encodeFrame(record));
    this.written++;
    this.flush();
  }

  sync(): Promise<void> {
    const upTo = this.written;
    if (this.synced >= upTo) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      this.flush();
    });
  }

  whenIdle(fn: () => void): void {
    if (this.syncing) this.idle.push(fn);
    else fn();
  }

  private flush(): void {
    if (this.syncing || this.pending.length === 0) return;
    this.syncing = true;
    const batch = this.pending;
    this.pending = [];
    const upTo = this.written;
    const settle = (err: Error | undefined) => {
      this.syncing = false;
      const done = this.waiters.filter((w) => w.upTo <= upTo);
      this.waiters = this.waiters.filter((w) => w.upTo > upTo);
      if (err !== undefined) {
        // What was lost cannot be written later out of order: the store refuses from now on.
        this.failure = err;
        const failure = new LedgerError('store', `failed to write the block store: ${err.message}`, {
          status: 500,
          cause: err,
        });
        for (const w of [...done, ...this.waiters]) w.reject(failure);
        this.waiters = [];
      } else {
        this.synced = upTo;
        for (const w of done) w.resolve();
      }
      const idle = this.idle;
      this.idle = [];
      for (const fn of idle) fn();
      this.flush();
    };
    try {
      const tx = this.db.transaction(STORES.blocks, 'readwrite', STRICT);
      const store = tx.objectStore(STORES.blocks);
      for (const frame of batch) store.put(frame, this.nextRound++);
      transactionDone(tx).then(
        () => settle(undefined),
        (err: Error) => settle(err),
      );
    } catch (err) {
      settle(err as Error);
    }
  }

  async close(): Promise<void> {
    await this.sync().catch(() => undefined);
  }
}
