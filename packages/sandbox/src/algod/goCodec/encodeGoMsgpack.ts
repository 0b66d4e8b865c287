import { bytesCompare } from './bytesCompare';
import { canonicalEntries, type GoValue } from './GoValue';

/**
 * go-codec's msgpack as go-algorand configures it (protocol/codec.go CodecHandle: Canonical,
 * PositiveIntUnsigned, WriteExt so str8 and bin are used): the smallest unsigned form of every
 * integer, struct fields sorted by name, map keys sorted by their encoded bytes (kMapCanonical).
 */
export function encodeGoMsgpack(v: GoValue): Uint8Array {
  const out: number[] = [];
  write(out, v);
  return Uint8Array.from(out);
}

function be(out: number[], n: bigint, bytes: number): void {
  for (let i = bytes - 1; i >= 0; i--) out.push(Number((n >> BigInt(i * 8)) & 0xffn));
}

/** The smallest of `forms` ([tag, bytes of length]) that holds `n`, then `n` big-endian. */
function sized(out: number[], n: bigint, forms: ReadonlyArray<readonly [number, number]>): void {
  const form =
    forms.find(([, bytes]) => n < 1n << BigInt(8 * bytes)) ??
    (forms[forms.length - 1] as readonly [number, number]);
  out.push(form[0]);
  be(out, n, form[1]);
}

function uint(out: number[], n: bigint): void {
  if (n < 0x80n) out.push(Number(n));
  else
    sized(out, n, [
      [0xcc, 1],
      [0xcd, 2],
      [0xce, 4],
      [0xcf, 8],
    ]);
}

/** A str, map or array header: the fix form up to `fixMax`, else the smallest sized one. */
function header(
  out: number[],
  n: number,
  fix: number,
  fixMax: number,
  forms: ReadonlyArray<readonly [number, number]>,
) {
  if (n <= fixMax) out.push(fix | n);
  else sized(out, BigInt(n), forms);
}

const MAP: ReadonlyArray<readonly [number, number]> = [
  [0xde, 2],
  [0xdf, 4],
];
const ARRAY: ReadonlyArray<readonly [number, number]> = [
  [0xdc, 2],
  [0xdd, 4],
];

function bin(out: number[], b: Uint8Array): void {
  sized(out, BigInt(b.length), [
    [0xc4, 1],
    [0xc5, 2],
    [0xc6, 4],
  ]);
  for (const x of b) out.push(x);
}

function str(out: number[], b: Uint8Array): void {
  header(out, b.length, 0xa0, 31, [
    [0xd9, 1],
    [0xda, 2],
    [0xdb, 4],
  ]);
  for (const x of b) out.push(x);
}

const utf8 = (s: string) => new TextEncoder().encode(s);

function write(out: number[], v: GoValue): void {
  switch (v.t) {
    case 'uint':
      return uint(out, v.v);
    case 'bool':
      out.push(v.v ? 0xc3 : 0xc2);
      return;
    case 'bin':
    case 'addr':
      return bin(out, v.v);
    case 'str':
      return str(out, v.v);
    case 'nil':
      out.push(0xc0);
      return;
    case 'struct': {
      const fields = [...v.fields].sort(([a], [b]) => bytesCompare(utf8(a), utf8(b)));
      header(out, fields.length, 0x80, 15, MAP);
      for (const [name, f] of fields) {
        str(out, utf8(name));
        write(out, f);
      }
      return;
    }
    case 'map': {
      const entries = canonicalEntries(v.entries, encodeGoMsgpack);
      header(out, entries.length, 0x80, 15, MAP);
      for (const [k, x] of entries) {
        write(out, k);
        write(out, x);
      }
      return;
    }
    case 'array':
      header(out, v.items.length, 0x90, 15, ARRAY);
      for (const x of v.items) write(out, x);
      return;
    case 'encoded':
      for (const b of v.msgpack) out.push(b);
      return;
  }
}
