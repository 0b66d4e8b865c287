/** Byte-array ops: concat, substrings, extracts, replaces, bits and bytes, bzero. */
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';
import { MAX_STRING_SIZE } from '../limits';
import { bytesToUint, toBig, type Uint, type Value } from '../values';

const MAX_INT32 = 2147483647;

function setTop(s: Value[], v: Value): void {
  s[s.length - 1] = v;
}

/** go's extractCarefully (start and length are uint64s). */
export function extractCarefully(x: Uint8Array, start: Uint, length: Uint): Uint8Array {
  if (start > x.length) throw new AvmError(`extraction start ${start} is beyond length: ${x.length}`);
  const end = toBig(start) + toBig(length);
  if (end > 0xffff_ffff_ffff_ffffn) throw new AvmError('extraction end exceeds uint64');
  if (end > BigInt(x.length)) throw new AvmError(`extraction end ${end} is beyond length: ${x.length}`);
  return x.subarray(Number(start), Number(end));
}

/** go's replaceCarefully: a new array, `replacement` written over `original` from `start`. */
export function replaceCarefully(original: Uint8Array, replacement: Uint8Array, start: Uint): Uint8Array {
  if (start > original.length)
    throw new AvmError(`replacement start ${start} beyond length: ${original.length}`);
  const end = Number(start) + replacement.length;
  if (end > original.length)
    throw new AvmError(`replacement end ${end} beyond original length: ${original.length}`);
  const clone = original.slice();
  clone.set(replacement, Number(start));
  return clone;
}

function substring(x: Uint8Array, start: number, end: number): Uint8Array {
  if (end < start) throw new AvmError('substring end before start');
  if (start > x.length || end > x.length) throw new AvmError('substring range beyond length of string');
  return x.subarray(start, end);
}

const concat: OpFn = (cx) => {
  const s = cx.stack;
  const b = s.pop() as Uint8Array;
  const a = s[s.length - 1] as Uint8Array;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  setTop(s, out);
};

const substringOp: OpFn = (cx, ins) => {
  const s = cx.stack;
  setTop(s, substring(s[s.length - 1] as Uint8Array, ins.imm[0] as number, ins.imm[1] as number));
};

const substring3: OpFn = (cx) => {
  const s = cx.stack;
  const end = s.pop() as Uint;
  const start = s.pop() as Uint;
  if (start > MAX_INT32 || end > MAX_INT32) throw new AvmError('substring range beyond length of string');
  setTop(s, substring(s[s.length - 1] as Uint8Array, Number(start), Number(end)));
};

const getbit: OpFn = (cx) => {
  const s = cx.stack;
  const idx = s.pop() as Uint;
  const target = s[s.length - 1] as Value;
  if (typeof target !== 'object') {
    if (idx > 63) throw new AvmError('getbit index > 63 with Uint');
    setTop(s, Number((toBig(target) >> toBig(idx)) & 1n));
    return;
  }
  const byteIdx = toBig(idx) / 8n;
  if (byteIdx >= BigInt(target.length)) throw new AvmError('getbit index beyond byteslice');
  const bit = Number(toBig(idx) % 8n);
  setTop(s, ((target[Number(byteIdx)] as number) >> (7 - bit)) & 1);
};

const setbit: OpFn = (cx) => {
  const s = cx.stack;
  const bit = s.pop() as Uint;
  const idx = s.pop() as Uint;
  const target = s[s.length - 1] as Value;
  if (bit > 1) throw new AvmError('setbit value > 1');
  if (typeof target !== 'object') {
    if (idx > 63) throw new AvmError('setbit index > 63 with Uint');
    const mask = 1n << toBig(idx);
    const v = bit === 1 ? toBig(target) | mask : toBig(target) & ~mask;
    setTop(s, v <= 9007199254740991n ? Number(v) : v);
    return;
  }
  const byteIdx = toBig(idx) / 8n;
  if (byteIdx >= BigInt(target.length)) throw new AvmError('setbit index beyond byteslice');
  const mask = 0x80 >> Number(toBig(idx) % 8n);
  const copy = target.slice();
  const i = Number(byteIdx);
  copy[i] = bit === 1 ? (copy[i] as number) | mask : (copy[i] as number) & ~mask;
  setTop(s, copy);
};

const getbyte: OpFn = (cx) => {
  const s = cx.stack;
  const idx = s.pop() as Uint;
  const target = s[s.length - 1] as Uint8Array;
  if (idx >= target.length) throw new AvmError('getbyte index beyond array length');
  setTop(s, target[Number(idx)] as number);
};

const setbyte: OpFn = (cx) => {
  const s = cx.stack;
  const value = s.pop() as Uint;
  const idx = s.pop() as Uint;
  const target = s[s.length - 1] as Uint8Array;
  if (value > 255) throw new AvmError('setbyte value > 255');
  if (idx >= target.length) throw new AvmError('setbyte index beyond array length');
  const copy = target.slice();
  copy[Number(idx)] = Number(value);
  setTop(s, copy);
};

const extract: OpFn = (cx, ins) => {
  const s = cx.stack;
  const x = s[s.length - 1] as Uint8Array;
  const start = ins.imm[0] as number;
  let length = ins.imm[1] as number;
  // Length 0 means "to the end"; when start is past the end, extractCarefully reports it.
  if (length === 0) length = Math.max(0, x.length - start);
  setTop(s, extractCarefully(x, start, length));
};

const extract3: OpFn = (cx) => {
  const s = cx.stack;
  const length = s.pop() as Uint;
  const start = s.pop() as Uint;
  setTop(s, extractCarefully(s[s.length - 1] as Uint8Array, start, length));
};

function extractUint(n: number): OpFn {
  return (cx) => {
    const s = cx.stack;
    const start = s.pop() as Uint;
    const x = extractCarefully(s[s.length - 1] as Uint8Array, start, n);
    setTop(s, bytesToUint(x));
  };
}

const replace2: OpFn = (cx, ins) => {
  const s = cx.stack;
  const replacement = s.pop() as Uint8Array;
  setTop(s, replaceCarefully(s[s.length - 1] as Uint8Array, replacement, ins.imm[0] as number));
};

const replace3: OpFn = (cx) => {
  const s = cx.stack;
  const replacement = s.pop() as Uint8Array;
  const start = s.pop() as Uint;
  setTop(s, replaceCarefully(s[s.length - 1] as Uint8Array, replacement, start));
};

const bzero: OpFn = (cx) => {
  const s = cx.stack;
  const n = s[s.length - 1] as Uint;
  if (n > MAX_STRING_SIZE) throw new AvmError('bzero attempted to create a too large string');
  setTop(s, new Uint8Array(Number(n)));
};

export const BYTES_OPS: Readonly<Record<string, OpFn>> = {
  concat,
  substring: substringOp,
  substring3,
  getbit,
  setbit,
  getbyte,
  setbyte,
  extract,
  extract3,
  extract_uint16: extractUint(2),
  extract_uint32: extractUint(4),
  extract_uint64: extractUint(8),
  replace2,
  replace3,
  bzero,
};
