/**
 * AVM stack values. A uint64 is a JS number while it is a safe integer (≤ 2^53 − 1) and a bigint
 * above that: the common small values stay on V8's fast paths, and every value has exactly one
 * representation, so `===` compares uint64s correctly. Byte arrays are Uint8Arrays, never mutated
 * in place once on the stack (ops that change bytes build a new array), so values may be shared.
 */
export type Uint = number | bigint;
export type Value = Uint | Uint8Array;

export const MAX_SAFE = Number.MAX_SAFE_INTEGER;
export const UINT64_MAX = 0xffff_ffff_ffff_ffffn;
export const EMPTY = new Uint8Array(0);

/** The canonical form of a uint64 given as a bigint (0 ≤ b < 2^64). */
export function fromBig(b: bigint): Uint {
  return b <= 9007199254740991n ? Number(b) : b;
}

export function toBig(u: Uint): bigint {
  return typeof u === 'number' ? BigInt(u) : u;
}

export function isBytes(v: Value): v is Uint8Array {
  return typeof v === 'object';
}

/** go-algorand's typeName: what its error texts call a value's type. */
export function typeName(v: Value): string {
  return typeof v === 'object' ? '[]byte' : 'uint64';
}

export function boolToUint(b: boolean): Uint {
  return b ? 1 : 0;
}

/** The 8 big-endian bytes of a uint64. */
export function itob(u: Uint): Uint8Array {
  const out = new Uint8Array(8);
  if (typeof u === 'number') {
    const hi = Math.floor(u / 0x1_0000_0000);
    const lo = u >>> 0;
    new DataView(out.buffer).setUint32(0, hi);
    new DataView(out.buffer).setUint32(4, lo);
  } else {
    new DataView(out.buffer).setBigUint64(0, u);
  }
  return out;
}

/** Big-endian bytes (at most 8) as a uint64. */
export function bytesToUint(b: Uint8Array, start = 0, end = b.length): Uint {
  let n = 0;
  let i = start;
  // Up to 6 bytes stay below 2^48: exact in a double.
  for (; i < end && i - start < 6; i++) n = n * 256 + (b[i] as number);
  if (i === end) return n;
  let big = BigInt(n);
  for (; i < end; i++) big = (big << 8n) | BigInt(b[i] as number);
  return fromBig(big);
}

/** Big-endian unsigned bytes as a bigint. */
export function bytesToBig(b: Uint8Array): bigint {
  if (b.length === 0) return 0n;
  let hex = '0x';
  for (const x of b) hex += (x < 16 ? '0' : '') + x.toString(16);
  return BigInt(hex);
}

/** Minimal big-endian bytes of a non-negative bigint (go's big.Int.Bytes(): zero is empty). */
export function bigToBytes(n: bigint): Uint8Array {
  if (n === 0n) return new Uint8Array(0);
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16);
  return out;
}

export function hex(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += (x < 16 ? '0' : '') + x.toString(16);
  return s;
}

/** Raw bytes ↔ latin1 string keys (one char per byte), the ledger's key convention. */
export function bytesKey(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return s;
}

export function keyBytes(k: string): Uint8Array {
  const out = new Uint8Array(k.length);
  for (let i = 0; i < k.length; i++) out[i] = k.charCodeAt(i);
  return out;
}
