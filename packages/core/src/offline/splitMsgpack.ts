import { SextantError } from '../errors/SextantError';

/**
 * Splits a concatenation of msgpack values (what `goal clerk send -o` and `goal clerk group`
 * write: SignedTxn after SignedTxn, no framing) into one byte range per value. Only the lengths
 * are read; decoding is left to algosdk.
 */
export function splitMsgpack(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let pos = 0;
  while (pos < bytes.length) {
    const end = skipValue(bytes, pos);
    out.push(bytes.subarray(pos, end));
    pos = end;
  }
  return out;
}

function truncated(pos: number): SextantError<'MSGPACK_TRUNCATED'> {
  return new SextantError('MSGPACK_TRUNCATED', `The data ends in the middle of a value (at byte ${pos}).`, {
    details: { position: pos },
  });
}

function readUint(b: Uint8Array, pos: number, size: number): number {
  if (pos + size > b.length) throw truncated(pos);
  let n = 0;
  for (let i = 0; i < size; i++) n = n * 256 + (b[pos + i] as number);
  return n;
}

/** The offset just past the value starting at `pos`. */
function skipValue(b: Uint8Array, pos: number): number {
  if (pos >= b.length) throw truncated(pos);
  const t = b[pos] as number;
  if (t <= 0x7f || t >= 0xe0 || t === 0xc0 || t === 0xc2 || t === 0xc3) return pos + 1;
  if (t >= 0x80 && t <= 0x8f) return skipItems(b, pos + 1, (t & 0x0f) * 2);
  if (t >= 0x90 && t <= 0x9f) return skipItems(b, pos + 1, t & 0x0f);
  if (t >= 0xa0 && t <= 0xbf) return bounded(b, pos + 1 + (t & 0x1f), pos);
  switch (t) {
    case 0xc4:
    case 0xd9:
      return bounded(b, pos + 2 + readUint(b, pos + 1, 1), pos);
    case 0xc5:
    case 0xda:
      return bounded(b, pos + 3 + readUint(b, pos + 1, 2), pos);
    case 0xc6:
    case 0xdb:
      return bounded(b, pos + 5 + readUint(b, pos + 1, 4), pos);
    case 0xc7:
      return bounded(b, pos + 3 + readUint(b, pos + 1, 1), pos);
    case 0xc8:
      return bounded(b, pos + 4 + readUint(b, pos + 1, 2), pos);
    case 0xc9:
      return bounded(b, pos + 6 + readUint(b, pos + 1, 4), pos);
    case 0xcc:
    case 0xd0:
      return bounded(b, pos + 2, pos);
    case 0xcd:
    case 0xd1:
      return bounded(b, pos + 3, pos);
    case 0xce:
    case 0xd2:
    case 0xca:
      return bounded(b, pos + 5, pos);
    case 0xcf:
    case 0xd3:
    case 0xcb:
      return bounded(b, pos + 9, pos);
    case 0xd4:
      return bounded(b, pos + 3, pos);
    case 0xd5:
      return bounded(b, pos + 4, pos);
    case 0xd6:
      return bounded(b, pos + 6, pos);
    case 0xd7:
      return bounded(b, pos + 10, pos);
    case 0xd8:
      return bounded(b, pos + 18, pos);
    case 0xdc:
      return skipItems(b, pos + 3, readUint(b, pos + 1, 2));
    case 0xdd:
      return skipItems(b, pos + 5, readUint(b, pos + 1, 4));
    case 0xde:
      return skipItems(b, pos + 3, readUint(b, pos + 1, 2) * 2);
    case 0xdf:
      return skipItems(b, pos + 5, readUint(b, pos + 1, 4) * 2);
    default:
      throw new SextantError(
        'MSGPACK_INVALID',
        `Not msgpack: byte 0x${t.toString(16)} at ${pos} starts no value.`,
        { details: { position: pos } },
      );
  }
}

function skipItems(b: Uint8Array, pos: number, count: number): number {
  let p = pos;
  for (let i = 0; i < count; i++) p = skipValue(b, p);
  return p;
}

function bounded(b: Uint8Array, end: number, start: number): number {
  if (end > b.length) throw truncated(start);
  return end;
}
