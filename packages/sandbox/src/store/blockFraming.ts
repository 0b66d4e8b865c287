import { crc32 } from '#platform/crypto';
import type { BlockRecord } from './BlockRecord';
import { CorruptBlockLogError } from './CorruptBlockLogError';

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
 * A bad entry with valid ones after it is corruption, not a torn write: `CorruptBlockLogError`
 * unless `repair` consents to the cut.
 */
export function readFrames(
  entries: readonly Uint8Array[],
  options: { repair?: boolean } = {},
): {
  records: BlockRecord[];
  kept: number;
  truncatedBytes: number;
} {
  const records: BlockRecord[] = [];
  for (const entry of entries) {
    if (!isWholeFrame(entry)) break;
    records.push((decodeFrame(entry, 0) as { record: BlockRecord }).record);
  }
  const rest = entries.slice(records.length);
  if (options.repair !== true) {
    const goodAfter = rest.slice(1).filter(isWholeFrame).length;
    if (goodAfter > 0) {
      const round = records.length + 1;
      throw new CorruptBlockLogError(round, goodAfter, `entry ${round}`, 'open it again with repair');
    }
  }
  const truncatedBytes = rest.reduce((n, e) => n + e.length, 0);
  return { records, kept: records.length, truncatedBytes };
}

/** Whether `entry` is exactly one valid frame. */
export function isWholeFrame(entry: Uint8Array): boolean {
  return decodeFrame(entry, 0)?.next === entry.length;
}

/** At most this many bytes are checksummed looking for a whole frame after a bad one. */
const SEARCH_BUDGET = 256 * 1024 * 1024;

/**
 * Where the first whole frame after the bad one at `at` starts in a log file, if any: at the end
 * its header promises (a damaged payload), or else at any later byte (a damaged header). Zeros at
 * the end are the log's grown space. Past the search budget the answer is "somewhere" (at + 1):
 * a log that cannot be told torn is not cut without consent.
 */
export function frameAfter(bytes: Uint8Array, at: number, end = bytes.length): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (at + FRAME_HEADER <= end) {
    const promised = at + FRAME_HEADER + view.getUint32(at, true);
    if (promised < end && decodeFrame(bytes.subarray(0, end), promised) !== undefined) return promised;
  }
  let budget = SEARCH_BUDGET;
  for (let p = at + 1; p + FRAME_HEADER + MIN_PAYLOAD <= end; p++) {
    const length = view.getUint32(p, true);
    if (length < MIN_PAYLOAD || length > MAX_RECORD || p + FRAME_HEADER + length > end) continue;
    budget -= length;
    if (budget < 0) return at + 1;
    if (decodeFrame(bytes.subarray(0, end), p) !== undefined) return p;
  }
  return undefined;
}
