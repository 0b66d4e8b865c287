import {
  closeSync,
  constants,
  existsSync,
  fdatasync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { LedgerError } from '../ledger/LedgerError';
import { postTrace } from '../ledger/postTrace';
import type { BlockRecord } from './BlockRecord';
import type { BlockStore, OpenedBlockStore } from './BlockStore';
import { decodeFrame, encodeFrame, frameAfter } from './blockFraming';
import { CorruptBlockLogError } from './CorruptBlockLogError';
import { GroupCommit } from './GroupCommit';

/**
 * The log grows by this much of zeros at a time. An fdatasync after overwriting zeros inside the
 * file has no size change to journal, which makes it about twice as fast as one after an append.
 */
const GROW = 4 * 1024 * 1024;
/**
 * fdatasyncs run at once (on libuv's pool of 4 threads; the sandbox's other file work is
 * synchronous or rare, and only waits its turn). Concurrent flushes of one file complete about as
 * fast as one on this disk (measured: 1 at a time ~1,000 a second, 3 ~2,000, 4 ~5,000), so a block
 * need not wait for the previous block's flush, and with 4 POSTs in flight none waits for a
 * flush to start (with 3, a single waited 0.37 ms on average, p99 2.7 ms, of its 2.0).
 */
const SYNCS_AT_ONCE = 4;
/** What a failed fdatasync leaves: the log refuses everything until the sandbox reopens it. */
const syncFailed = (err: Error) =>
  new LedgerError(
    'store',
    `failed to sync the block log: ${err.message}; nothing more is accepted until the sandbox restarts (it replays what the log holds)`,
    { status: 500, cause: err },
  );

export interface OpenedLog extends OpenedBlockStore {
  log: BlockLog;
}

/**
 * The append-only block log, the Node block store: one frame (`blockFraming`: `u32 length ‖ u32
 * crc32 ‖ payload`) per block, one after another in `blocks.log`.
 *
 * Group commit: `append` writes (to the page cache, which already survives kill -9); `sync` resolves
 * once an fdatasync that started after that write has finished, so a POST answers 200 only for a
 * block that also survives a power cut. Concurrent POSTs share one fdatasync instead of queueing one
 * each. The file is grown ahead of the records with zeros (`GROW`), so most syncs flush data only;
 * a clean close cuts the zeros off. On open, the first record that is short, zero or fails its
 * checksum ends the log: when nothing whole follows it, it is a torn write and is cut away (zeros
 * after the last record are the grown space, not a torn record). Nothing after a torn record can
 * have been acknowledged, since the sync that acknowledged it would have covered the torn one too.
 * A bad record with whole records after it is damage, not a torn write: open refuses
 * (`CorruptBlockLogError`) and cuts only with `repair`.
 */
export class BlockLog implements BlockStore {
  private size: number;
  /** Where each record ends (record i covers `ends[i-1]`..`ends[i]`): a cut truncates at one. */
  private readonly ends: number[];
  /** The file's length: `size` plus the zeros grown ahead of it. */
  private allocated: number;
  private readonly commit = new GroupCommit<LedgerError>((done) => {
    if (!postTrace.on) return fdatasync(this.fd, (err) => done(err && syncFailed(err)));
    const start = performance.now();
    fdatasync(this.fd, (err) => {
      postTrace.flushes.push([start, performance.now()]);
      done(err && syncFailed(err));
    });
  }, SYNCS_AT_ONCE);

  private constructor(
    private readonly fd: number,
    size: number,
    ends: number[],
  ) {
    this.ends = ends;
    this.size = size;
    this.allocated = size;
  }

  /**
   * Opens (or makes) the log at `path`. A bad record with whole records after it refuses to open
   * (`CorruptBlockLogError`) and changes nothing, unless `repair`: then the log is cut there and
   * the cut bytes are kept beside it, in `<path>.cut-<round>`.
   */
  static open(path: string, options: { repair?: boolean } = {}): OpenedLog {
    const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    const records: BlockRecord[] = [];
    const ends: number[] = [];
    let pos = 0;
    for (let frame = decodeFrame(bytes, pos); frame !== undefined; frame = decodeFrame(bytes, pos)) {
      records.push(frame.record);
      pos = frame.next;
      ends.push(pos);
    }
    let lastNonZero = bytes.length - 1;
    while (lastNonZero >= pos && bytes[lastNonZero] === 0) lastNonZero--;
    const truncatedBytes = lastNonZero + 1 - pos;
    const next = truncatedBytes > 0 ? frameAfter(bytes, pos, lastNonZero + 1) : undefined;
    if (next !== undefined) {
      const round = records.length + 1;
      const backup = `${path}.cut-${round}`;
      if (options.repair !== true) {
        let goodAfter = 0;
        for (let f = decodeFrame(bytes, next); f !== undefined; f = decodeFrame(bytes, f.next)) goodAfter++;
        throw new CorruptBlockLogError(
          round,
          Math.max(goodAfter, 1),
          `byte ${pos} of ${path}`,
          `start the sandbox with --repair (the cut bytes are kept in ${backup})`,
        );
      }
      writeFileSync(backup, bytes.subarray(pos, lastNonZero + 1));
    }
    // Positioned writes (not O_APPEND): records go over the zeros grown ahead of them.
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
    if (bytes.length > pos) {
      ftruncateSync(fd, pos);
      fdatasyncSync(fd);
    }
    return { log: new BlockLog(fd, pos, ends), records, truncatedBytes };
  }

  /** `blocks.log` in `dataDir` (made if missing). */
  static openDir(dataDir: string, options: { repair?: boolean } = {}): OpenedLog {
    mkdirSync(dataDir, { recursive: true });
    return BlockLog.open(join(dataDir, 'blocks.log'), options);
  }

  /** Writes one record; on failure the file is cut back so no partial record stays. `sync` makes it durable. */
  append(record: BlockRecord): void {
    if (this.commit.failure !== undefined) throw this.commit.failure;
    const out = encodeFrame(record);
    try {
      if (this.size + out.length > this.allocated) this.grow(this.size + out.length);
      let written = 0;
      while (written < out.length)
        written += writeSync(this.fd, out, written, out.length - written, this.size + written);
      this.size += out.length;
      this.ends.push(this.size);
      this.commit.wrote();
    } catch (err) {
      try {
        ftruncateSync(this.fd, this.size);
        this.allocated = this.size;
      } catch {
        // The original error is what matters; open() will cut a torn tail anyway.
      }
      throw new LedgerError('store', `failed to write the block log: ${(err as Error).message}`, {
        status: 500,
        cause: err,
      });
    }
  }

  /**
   * Cuts the file after record `keep` (the grown zeros go too). ftruncate changes the file at once
   * for a kill -9 (the page cache survives it); the next `sync`'s fdatasync makes the new length
   * durable, so a revert answers only once a power cut would keep it too.
   */
  cut(keep: number): void {
    if (this.commit.failure !== undefined) throw this.commit.failure;
    if (keep >= this.ends.length) return;
    const at = keep === 0 ? 0 : (this.ends[keep - 1] as number);
    try {
      ftruncateSync(this.fd, at);
    } catch (err) {
      throw new LedgerError('store', `failed to cut the block log: ${(err as Error).message}`, {
        status: 500,
        cause: err,
      });
    }
    this.ends.length = keep;
    this.size = at;
    this.allocated = at;
    this.commit.wrote();
  }

  /** Zeros from the end of the file to past `needed` (made durable by the next sync with the record). */
  private grow(needed: number): void {
    const target = Math.max(needed, this.allocated + GROW);
    const zeros = Buffer.alloc(Math.min(GROW, target - this.allocated));
    while (this.allocated < target) {
      const n = Math.min(zeros.length, target - this.allocated);
      this.allocated += writeSync(this.fd, zeros, 0, n, this.allocated);
    }
  }

  /** Resolves once every record appended so far is on disk (one fdatasync for concurrent callers). */
  sync(): Promise<void> {
    return this.commit.sync();
  }

  get failure(): LedgerError | undefined {
    return this.commit.failure;
  }

  /** Calls `fn` once no fdatasync is running (at once when none is). */
  whenIdle(fn: () => void): void {
    this.commit.whenIdle(fn);
  }

  /** Bytes of records (for tests and the benchmark; the file may hold zeros grown ahead). */
  byteLength(): number {
    return this.size;
  }

  async close(): Promise<void> {
    await this.sync().catch(() => undefined);
    // After a failed fdatasync the file is left as it is: open() keeps what it really holds.
    if (this.commit.failure !== undefined) return closeSync(this.fd);
    if (fstatSync(this.fd).size > this.size) ftruncateSync(this.fd, this.size);
    fdatasyncSync(this.fd);
    closeSync(this.fd);
  }
}
