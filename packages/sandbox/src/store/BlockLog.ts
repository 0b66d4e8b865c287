import {
  closeSync,
  existsSync,
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
 * `hash(32) ‖ u16 txid count ‖ txids(32 each) ‖ block msgpack`. `append` returns only after
 * fdatasync, so a block whose POST answered 200 survives kill -9. On open, the first record that is
 * short or fails its checksum ends the log: it and everything after is truncated away (a crash can
 * only tear the last record, since nothing is written after an unsynced one).
 */
export class BlockLog {
  private size: number;

  private constructor(
    private readonly fd: number,
    size: number,
  ) {
    this.size = size;
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
    const fd = openSync(path, 'a+');
    const truncatedBytes = bytes.length - pos;
    if (truncatedBytes > 0) {
      ftruncateSync(fd, pos);
      fdatasyncSync(fd);
    }
    return { log: new BlockLog(fd, pos), records, truncatedBytes };
  }

  /** Writes and syncs one record; on failure the file is cut back so no partial record stays. */
  append(record: BlockRecord): void {
    const payload = encodePayload(record);
    const out = Buffer.allocUnsafe(HEADER + payload.length);
    out.writeUInt32LE(payload.length, 0);
    out.writeUInt32LE(crc32(payload), 4);
    out.set(payload, HEADER);
    try {
      let written = 0;
      while (written < out.length) written += writeSync(this.fd, out, written, out.length - written);
      fdatasyncSync(this.fd);
      this.size += out.length;
    } catch (err) {
      try {
        ftruncateSync(this.fd, this.size);
      } catch {
        // The original error is what matters; open() will cut a torn tail anyway.
      }
      throw new LedgerError('store', `failed to write the block log: ${(err as Error).message}`, {
        status: 500,
        cause: err,
      });
    }
  }

  /** Bytes on disk (for tests and the benchmark). */
  byteLength(): number {
    return fstatSync(this.fd).size;
  }

  close(): void {
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
