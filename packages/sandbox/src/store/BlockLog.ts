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
  writeSync,
} from 'node:fs';
import { crc32 } from 'node:zlib';
import { LedgerError } from '../ledger/LedgerError';
import type { BlockRecord } from './BlockRecord';

const HEADER = 8;
/**
 * The log grows by this much of zeros at a time. An fdatasync after overwriting zeros inside the
 * file has no size change to journal, which makes it about twice as fast as one after an append.
 */
const GROW = 4 * 1024 * 1024;
/** A record larger than this is taken as garbage (a block of 16 large transactions stays far below). */
const MAX_RECORD = 64 * 1024 * 1024;

export interface OpenedLog {
  log: BlockLog;
  records: BlockRecord[];
  /** Bytes cut off the end: a record torn by a crash mid-write (or trailing garbage). */
  truncatedBytes: number;
}

/**
 * The append-only block log: `u32 length ‖ u32 crc32 ‖ payload` per block, payload =
 * `hash(32) ‖ u16 txid count ‖ txids(32 each) ‖ block msgpack`.
 *
 * Group commit: `append` writes (to the page cache, which already survives kill -9); `sync` resolves
 * once an fdatasync that started after that write has finished, so a POST answers 200 only for a
 * block that also survives a power cut. Concurrent POSTs share one fdatasync instead of queueing one
 * each. The file is grown ahead of the records with zeros (`GROW`), so most syncs flush data only;
 * a clean close cuts the zeros off. On open, the first record that is short, zero or fails its
 * checksum ends the log: it and everything after it is cut away (zeros after the last record are
 * the grown space, not a torn record). Nothing after a torn record can have been acknowledged,
 * since the sync that acknowledged it would have covered the torn one too.
 */
export class BlockLog {
  private size: number;
  /** The file's length: `size` plus the zeros grown ahead of it. */
  private allocated: number;
  private written = 0;
  private synced = 0;
  private syncing = false;
  private waiters: Array<{ upTo: number; resolve: () => void; reject: (err: Error) => void }> = [];
  private idle: Array<() => void> = [];

  private constructor(
    private readonly fd: number,
    size: number,
  ) {
    this.size = size;
    this.allocated = size;
  }

  static open(path: string): OpenedLog {
    const bytes = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    const records: BlockRecord[] = [];
    let pos = 0;
    while (pos + HEADER <= bytes.length) {
      const length = bytes.readUInt32LE(pos);
      const sum = bytes.readUInt32LE(pos + 4);
      if (length < 34 || length > MAX_RECORD || pos + HEADER + length > bytes.length) break;
      const payload = bytes.subarray(pos + HEADER, pos + HEADER + length);
      if (crc32(payload) !== sum) break;
      const record = parsePayload(payload);
      if (record === undefined) break;
      records.push(record);
      pos += HEADER + length;
    }
    // Positioned writes (not O_APPEND): records go over the zeros grown ahead of them.
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
    let lastNonZero = bytes.length - 1;
    while (lastNonZero >= pos && bytes[lastNonZero] === 0) lastNonZero--;
    const truncatedBytes = lastNonZero + 1 - pos;
    if (bytes.length > pos) {
      ftruncateSync(fd, pos);
      fdatasyncSync(fd);
    }
    return { log: new BlockLog(fd, pos), records, truncatedBytes };
  }

  /** Writes one record; on failure the file is cut back so no partial record stays. `sync` makes it durable. */
  append(record: BlockRecord): void {
    const payload = encodePayload(record);
    const out = Buffer.allocUnsafe(HEADER + payload.length);
    out.writeUInt32LE(payload.length, 0);
    out.writeUInt32LE(crc32(payload), 4);
    out.set(payload, HEADER);
    try {
      if (this.size + out.length > this.allocated) this.grow(this.size + out.length);
      let written = 0;
      while (written < out.length)
        written += writeSync(this.fd, out, written, out.length - written, this.size + written);
      this.size += out.length;
      this.written++;
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

  /** Zeros from the end of the file to past `needed` (made durable by the next sync with the record). */
  private grow(needed: number): void {
    const target = Math.max(needed, this.allocated + GROW);
    const zeros = Buffer.alloc(Math.min(GROW, target - this.allocated));
    while (this.allocated < target) {
      const n = Math.min(zeros.length, target - this.allocated);
      this.allocated += writeSync(this.fd, zeros, 0, n, this.allocated);
    }
  }

  /** Resolves once every record appended so far is on disk. */
  sync(): Promise<void> {
    const upTo = this.written;
    if (this.synced >= upTo) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      this.flush();
    });
  }

  /**
   * Calls `fn` once no fdatasync is running (at once when none is): the ledger holds the groups
   * that arrive meanwhile and makes one block of them, which the next fdatasync covers anyway.
   */
  whenIdle(fn: () => void): void {
    if (this.syncing) this.idle.push(fn);
    else fn();
  }

  private flush(): void {
    if (this.syncing) return;
    this.syncing = true;
    const upTo = this.written;
    fdatasync(this.fd, (err) => {
      this.syncing = false;
      const done = this.waiters.filter((w) => w.upTo <= upTo);
      this.waiters = this.waiters.filter((w) => w.upTo > upTo);
      if (err) {
        const failure = new LedgerError('store', `failed to sync the block log: ${err.message}`, {
          status: 500,
          cause: err,
        });
        for (const w of done) w.reject(failure);
      } else {
        this.synced = upTo;
        for (const w of done) w.resolve();
      }
      const idle = this.idle;
      this.idle = [];
      for (const fn of idle) fn();
      if (this.waiters.length > 0) this.flush();
    });
  }

  /** Bytes of records (for tests and the benchmark; the file may hold zeros grown ahead). */
  byteLength(): number {
    return this.size;
  }

  async close(): Promise<void> {
    await this.sync().catch(() => undefined);
    if (fstatSync(this.fd).size > this.size) ftruncateSync(this.fd, this.size);
    fdatasyncSync(this.fd);
    closeSync(this.fd);
  }
}

function encodePayload(r: BlockRecord): Buffer {
  const out = Buffer.allocUnsafe(32 + 2 + 32 * r.txids.length + r.block.length);
  out.set(r.hash, 0);
  out.writeUInt16LE(r.txids.length, 32);
  r.txids.forEach((t, i) => out.set(t, 34 + 32 * i));
  out.set(r.block, 34 + 32 * r.txids.length);
  return out;
}

function parsePayload(p: Buffer): BlockRecord | undefined {
  const n = p.readUInt16LE(32);
  const blockAt = 34 + 32 * n;
  if (blockAt > p.length) return undefined;
  const txids: Uint8Array[] = [];
  for (let i = 0; i < n; i++) txids.push(new Uint8Array(p.subarray(34 + 32 * i, 66 + 32 * i)));
  return { hash: new Uint8Array(p.subarray(0, 32)), txids, block: new Uint8Array(p.subarray(blockAt)) };
}
