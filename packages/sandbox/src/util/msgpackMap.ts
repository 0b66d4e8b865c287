import { msgpackExtent } from './msgpackExtent';

/**
 * One key-value pair of a msgpack map with a string key: where its raw bytes (key then value) sit
 * in `buf`, the map's own bytes (no view made per entry: a transaction's entries are read three
 * times on the POST path, and the views were a quarter of what it allocated). `entryBytes` and
 * `entryValue` give views when one is needed.
 */
export interface MapEntry {
  readonly key: string;
  readonly buf: Uint8Array;
  readonly start: number;
  readonly end: number;
}

/** The entry's raw bytes (key then value). */
export function entryBytes(e: MapEntry): Uint8Array {
  return e.buf.subarray(e.start, e.end);
}

/** The entry's encoded value. */
export function entryValue(e: MapEntry): Uint8Array {
  return e.buf.subarray(e.start + 1 + e.key.length, e.end);
}

/**
 * The entries of the msgpack map that `buf` holds, without decoding the values; undefined when
 * `buf` is not a map with short string keys. For splicing canonical encodings (algod's: keys
 * sorted, no empty values) without encoding them again.
 */
export function mapEntries(buf: Uint8Array): MapEntry[] | undefined {
  const b = buf[0];
  if (b === undefined) return undefined;
  let count: number;
  let p: number;
  if (b >= 0x80 && b <= 0x8f) {
    count = b & 0x0f;
    p = 1;
  } else if (b === 0xde && buf.length >= 3) {
    count = ((buf[1] as number) << 8) | (buf[2] as number);
    p = 3;
  } else return undefined;
  const entries: MapEntry[] = [];
  for (let i = 0; i < count; i++) {
    const k = buf[p];
    if (k === undefined || k < 0xa0 || k > 0xbf) return undefined;
    const keyEnd = p + 1 + (k & 0x1f);
    const key = keyText(buf, p + 1, keyEnd);
    const end = scalarEnd(buf, keyEnd) ?? msgpackExtent(buf, keyEnd);
    entries.push({ key, buf, start: p, end });
    p = end;
  }
  return p === buf.length ? entries : undefined;
}

/** Keys of 1-4 ASCII bytes by those bytes packed in a small integer: the same few every time. */
const shortKeys = new Map<number, string>();
const MAX_SHORT_KEYS = 4096;

/** The key `buf[start, end)` as text; the short ones shared (a transaction's keys are read 3 times). */
function keyText(buf: Uint8Array, start: number, end: number): string {
  const n = end - start;
  let packed = n - 1;
  for (let i = start; i < end && n <= 4; i++) {
    const b = buf[i] as number;
    if (b >= 0x80) {
      packed = -1;
      break;
    }
    packed = (packed << 7) | b;
  }
  if (n >= 1 && n <= 4 && packed >= 0) {
    const known = shortKeys.get(packed);
    if (known !== undefined) return known;
  }
  let key = '';
  for (let i = start; i < end; i++) key += String.fromCharCode(buf[i] as number);
  if (n >= 1 && n <= 4 && packed >= 0 && shortKeys.size < MAX_SHORT_KEYS) shortKeys.set(packed, key);
  return key;
}

/**
 * Where the scalar at `p` ends (what a transaction's fields mostly are), without `msgpackExtent`'s
 * set-up; undefined for anything else, or when it runs past the end.
 */
function scalarEnd(buf: Uint8Array, p: number): number | undefined {
  const b = buf[p];
  if (b === undefined) return undefined;
  let end: number | undefined;
  if (b <= 0x7f || b >= 0xe0 || b === 0xc0 || b === 0xc2 || b === 0xc3) end = p + 1;
  else if (b >= 0xa0 && b <= 0xbf) end = p + 1 + (b & 0x1f);
  else if (b >= 0xcc && b <= 0xcf) end = p + 1 + (1 << (b - 0xcc));
  else if (b === 0xc4 || b === 0xd9) end = p + 2 + (buf[p + 1] ?? buf.length);
  else if (b === 0xc5 || b === 0xda) end = p + 3 + (((buf[p + 1] ?? 0) << 8) | (buf[p + 2] ?? buf.length));
  return end !== undefined && end <= buf.length ? end : undefined;
}

/** A map entry from a short ASCII key and an encoded value. */
export function mapEntry(key: string, value: Uint8Array): MapEntry {
  const bytes = new Uint8Array(1 + key.length + value.length);
  bytes[0] = 0xa0 | key.length;
  for (let i = 0; i < key.length; i++) bytes[1 + i] = key.charCodeAt(i);
  bytes.set(value, 1 + key.length);
  return { key, buf: bytes, start: 0, end: bytes.length };
}

/** The canonical map of these entries: keys sorted (bytewise, as ASCII compares), then written out. */
export function encodeMap(entries: readonly MapEntry[]): Uint8Array {
  let inOrder = true;
  for (let i = 1; i < entries.length && inOrder; i++)
    inOrder = (entries[i - 1] as MapEntry).key < (entries[i] as MapEntry).key;
  const sorted = inOrder
    ? entries
    : [...entries].sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  const head = sorted.length < 16 ? [0x80 | sorted.length] : [0xde, sorted.length >> 8, sorted.length & 0xff];
  let size = head.length;
  for (const e of sorted) size += e.end - e.start;
  const out = new Uint8Array(size);
  out.set(head, 0);
  let p = head.length;
  for (const { buf, start, end } of sorted) {
    // Short entries byte by byte: a view to `set` from costs more than the copy.
    if (end - start <= 48) for (let i = start; i < end; i++) out[p++] = buf[i] as number;
    else {
      out.set(buf.subarray(start, end), p);
      p += end - start;
    }
  }
  return out;
}

/** msgpack bin of these bytes (bin8/16/32 by length, as every canonical encoder writes it). */
export function encodeBin(bytes: Uint8Array): Uint8Array {
  const n = bytes.length;
  const head =
    n < 0x100
      ? [0xc4, n]
      : n < 0x10000
        ? [0xc5, n >> 8, n & 0xff]
        : [0xc6, n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  const out = new Uint8Array(head.length + n);
  out.set(head, 0);
  out.set(bytes, head.length);
  return out;
}

/** msgpack array of already encoded values. */
export function encodeArray(items: readonly Uint8Array[]): Uint8Array {
  const n = items.length;
  const head =
    n < 16
      ? [0x90 | n]
      : n < 0x10000
        ? [0xdc, n >> 8, n & 0xff]
        : [0xdd, n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  let size = head.length;
  for (const i of items) size += i.length;
  const out = new Uint8Array(size);
  out.set(head, 0);
  let p = head.length;
  for (const i of items) {
    out.set(i, p);
    p += i.length;
  }
  return out;
}
