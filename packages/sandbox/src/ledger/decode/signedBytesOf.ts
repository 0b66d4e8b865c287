import { entryValue, type MapEntry, mapEntries } from '../../util/msgpackMap';

/** How a field's value is written canonically: uint, bytes, 32-byte key/hash, or ASCII string. */
export type Kind = 'u' | 'b' | 'k' | 's';

const COMMON: Record<string, Kind> = {
  fee: 'u',
  fv: 'u',
  gen: 's',
  gh: 'k',
  grp: 'k',
  lv: 'u',
  lx: 'k',
  note: 'b',
  rekey: 'k',
  snd: 'k',
  type: 's',
};

/** The transaction types taken on the fast path, with every field they may carry. */
const FIELDS: Record<string, Record<string, Kind>> = {
  pay: { ...COMMON, amt: 'u', close: 'k', rcv: 'k' },
  axfer: { ...COMMON, aamt: 'u', aclose: 'k', arcv: 'k', asnd: 'k', xaid: 'u' },
};

const TX = [0x54, 0x58];

/**
 * "TX" ‖ the `txn` bytes of a signed transaction's msgpack, when they are already what algosdk's
 * `bytesToSign()` would write again (so the txid and the signature check can take them as they
 * came); undefined otherwise, and the caller re-encodes. Taken only for payments and asset
 * transfers written canonically as algod and algosdk write them: keys sorted, every field known
 * for the type, no empty value (zero, empty bytes, all-zero key), shortest integer and length
 * headers, ASCII strings. Anything else (another type, a field this does not know, a loose
 * encoding) goes the slow way, which gives the same answer.
 */
export function signedBytesOf(stxn: Uint8Array): Uint8Array | undefined {
  const parsed = canonicalTxn(stxn);
  return parsed === undefined ? undefined : toSignOf(parsed);
}

/** "TX" ‖ the canonical `txn` bytes. */
export function toSignOf(parsed: CanonicalTxn): Uint8Array {
  const out = new Uint8Array(2 + parsed.value.length);
  out.set(TX, 0);
  out.set(parsed.value, 2);
  return out;
}

/** A signed transaction's entries, with its `txn` map's when that is written canonically. */
export interface CanonicalTxn {
  /** The signed transaction's own entries (`txn`, `sig`…), as they came. */
  readonly top: readonly MapEntry[];
  /** The `txn` map's bytes, and its entries (sorted, each field known for the type and canonical). */
  readonly value: Uint8Array;
  readonly entries: readonly MapEntry[];
  /** How each field of the type is written (`u` uint, `b` bytes, `k` 32-byte key, `s` string). */
  readonly fields: Readonly<Record<string, Kind>>;
}

/** `signedBytesOf`'s check, with what it read: undefined unless the `txn` map is canonical. */
export function canonicalTxn(stxn: Uint8Array): CanonicalTxn | undefined {
  const top = mapEntries(stxn);
  const txn = top?.find((e) => e.key === 'txn');
  if (top === undefined || txn === undefined) return undefined;
  const value = entryValue(txn);
  const entries = mapEntries(value);
  if (entries === undefined || entries.length < 16 !== (value[0] as number) < 0x90) return undefined;
  const type = entries.find((e) => e.key === 'type');
  const fields = type === undefined ? undefined : FIELDS[asciiOf(entryValue(type)) ?? ''];
  if (fields === undefined) return undefined;
  let previous = '';
  for (const e of entries) {
    const kind = fields[e.key];
    if (kind === undefined || e.key <= previous) return undefined;
    if (!canonical(kind, entryValue(e))) return undefined;
    previous = e.key;
  }
  return { top, value, entries, fields };
}

function canonical(kind: Kind, v: Uint8Array): boolean {
  switch (kind) {
    case 'u':
      return canonicalUint(v);
    case 'k': {
      if (v.length !== 34 || v[0] !== 0xc4 || v[1] !== 32) return false;
      for (let i = 2; i < 34; i++) if (v[i] !== 0) return true;
      return false;
    }
    case 'b': {
      const n = binLength(v);
      return n !== undefined && n > 0;
    }
    case 's':
      return asciiOf(v) !== undefined;
  }
}

/** A positive integer in its shortest form (zero is omitted, so never written). */
function canonicalUint(v: Uint8Array): boolean {
  const b = v[0] as number;
  if (b >= 0x01 && b <= 0x7f) return v.length === 1;
  const width = b === 0xcc ? 1 : b === 0xcd ? 2 : b === 0xce ? 4 : b === 0xcf ? 8 : 0;
  if (width === 0 || v.length !== 1 + width) return false;
  // Shortest form: the top half of the bytes (the byte, for uint8: above the fixint range) is used.
  if (width === 1) return (v[1] as number) >= 0x80;
  for (let i = 1; i <= width / 2; i++) if (v[i] !== 0) return true;
  return false;
}

/** The length of a bin written with its shortest header, or undefined. */
function binLength(v: Uint8Array): number | undefined {
  const b = v[0];
  if (b === 0xc4) return v.length === 2 + (v[1] as number) ? (v[1] as number) : undefined;
  if (b !== 0xc5) return undefined;
  const n = ((v[1] as number) << 8) | (v[2] as number);
  return n >= 0x100 && v.length === 3 + n ? n : undefined;
}

/** A non-empty ASCII msgpack string written with its shortest header, as a string; else undefined. */
export function asciiOf(v: Uint8Array): string | undefined {
  const b = v[0] as number;
  let head: number;
  if (b >= 0xa1 && b <= 0xbf) head = 1;
  else if (b === 0xd9 && (v[1] as number) >= 32) head = 2;
  else return undefined;
  if (v.length !== head + (head === 1 ? b & 0x1f : (v[1] as number))) return undefined;
  let s = '';
  for (let i = head; i < v.length; i++) {
    const c = v[i] as number;
    if (c >= 0x80) return undefined;
    s += String.fromCharCode(c);
  }
  return s;
}
