import { crc32 } from '#platform/crypto';
import type { BlockRecord } from './BlockRecord';

/** `u32 length ‖ u32 crc32`, little-endian, before each payload. */
export const FRAME_HEADER = 8;
/** A record larger than this is taken as garbage (a block of 16 large transactions stays far below). */
export const MAX_RECORD = 64 * 1024 * 1024;
/** hash(32) ‖ u16 txid count: the shortest payload. */
const MIN_PAYLOAD = 34;

/**
 * One block record as every block store keeps it: `u32 length ‖ u32 crc32 ‖ payload`, payload =
 * `hash(32) ‖ u16 txid count ‖ txids(32 each) ‖ block msgpack`.
 */
export function encodeFrame(r: BlockRecord): Uint8Array {
  const length = 34 + 32 * r.txids.length + r.block.length;
  const out = new Uint8Array(FRAME_HEADER + length);
  const view = new DataView(out.buffer);
  const payload = out.subarray(FRAME_HEADER);
  payload.set(r.hash, 0);
  view.setUint16(FRAME_HEADER + 32, r.txids.length, true);
  r.txids.forEach((t, i) => payload.set(t, 34 + 32 * i));
  payload.set(r.block, 34 + 32 * r.txids.length);
  view.setUint32(0, length, true);
  view.setUint32(4, crc32(payload), true);
  return out;
}

/**
 * The record framed at `bytes[at…]` and where the next one starts; undefined when what is there
 * is short, zero, oversized, fails its checksum or does not parse (a torn or corrupt record).
 */
export function decodeFrame(
  bytes: Uint8Array,
  at: number,
): { record: BlockRecord; next: number } | undefined {
  if (at + FRAME_HEADER > bytes.length) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = view.getUint32(at, true);
  const sum = view.getUint32(at + 4, true);
  if (length < MIN_PAYLOAD || length > MAX_RECORD || at + FRAME_HEADER + length > bytes.length)
    return undefined;
  const payload = bytes.subarray(at + FRAME_HEADER, at + FRAME_HEADER + length);
  if (crc32(payload) !== sum) return undefined;
  const n = view.getUint16(at + FRAME_HEADER + 32, true);
  const blockAt = 34 + 32 * n;
  if (blockAt > payload.length) return undefined;
  // Copies into plain Uint8Arrays (a Buffer's `slice` would be a view of the whole file).
  const copy = (from: number, to = payload.length) => new Uint8Array(payload.subarray(from, to));
  const txids: Uint8Array[] = [];
  for (let i = 0; i < n; i++) txids.push(copy(34 + 32 * i, 66 + 32 * i));
  return {
    record: { hash: copy(0, 32), txids, block: copy(blockAt) },
    next: at + FRAME_HEADER + length,
  };
}

/**
 * The records of stored frames, one frame per entry, in order: the first entry that is not a
 * whole, valid frame ends the log (`kept` entries stand; the rest, `truncatedBytes` in all, are
 * to be removed by the caller). Stores that keep one entry per record (memory, IndexedDB) open so.
 */
export function readFrames(entries: readonly Uint8Array[]): {
  records: BlockRecord[];
  kept: number;
  truncatedBytes: number;
} {
  const records: BlockRecord[] = [];
  for (const entry of entries) {
    const frame = decodeFrame(entry, 0);
    if (frame === undefined || frame.next !== entry.length) break;
    records.push(frame.record);
  }
  const truncatedBytes = entries.slice(records.length).reduce((n, e) => n + e.length, 0);
  return { records, kept: records.length, truncatedBytes };
}
