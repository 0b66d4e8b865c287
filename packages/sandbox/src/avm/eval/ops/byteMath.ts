/** Byte-string math (b+ b- b* b/ b% comparisons, bitwise b| b& b^ b~, bsqrt): inputs ≤ 64 bytes. */
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';
import type { Value } from '../values';
import { bigToBytes, bytesToBig } from '../values';
import { isqrt } from './arith';

const MAX_BYTE_MATH_SIZE = 64;

function operands(s: Value[]): [bigint, bigint] {
  const b = s[s.length - 1] as Uint8Array;
  const a = s[s.length - 2] as Uint8Array;
  if (a.length > MAX_BYTE_MATH_SIZE || b.length > MAX_BYTE_MATH_SIZE)
    throw new AvmError('math attempted on large byte-array');
  return [bytesToBig(a), bytesToBig(b)];
}

function binop(f: (a: bigint, b: bigint) => bigint): OpFn {
  return (cx) => {
    const s = cx.stack;
    const [a, b] = operands(s);
    const r = f(a, b);
    if (r < 0n) throw new AvmError('byte math would have negative result');
    s.pop();
    s[s.length - 1] = bigToBytes(r);
  };
}

function compare(f: (a: bigint, b: bigint) => boolean): OpFn {
  return (cx) => {
    const s = cx.stack;
    const [a, b] = operands(s);
    s.pop();
    s[s.length - 1] = f(a, b) ? 1 : 0;
  };
}

function logic(f: (x: number, y: number) => number): OpFn {
  return (cx) => {
    const s = cx.stack;
    const b = s.pop() as Uint8Array;
    const a = s[s.length - 1] as Uint8Array;
    // Both are right-aligned (zero-padded on the left) to the longer length.
    const n = Math.max(a.length, b.length);
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const x = a[i - (n - a.length)] ?? 0;
      const y = b[i - (n - b.length)] ?? 0;
      out[i] = f(x, y);
    }
    s[s.length - 1] = out;
  };
}

const bnot: OpFn = (cx) => {
  const s = cx.stack;
  const a = s[s.length - 1] as Uint8Array;
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = ~(a[i] as number) & 0xff;
  s[s.length - 1] = out;
};

const bsqrt: OpFn = (cx) => {
  const s = cx.stack;
  const a = s[s.length - 1] as Uint8Array;
  if (a.length > MAX_BYTE_MATH_SIZE) throw new AvmError('math attempted on large byte-array');
  s[s.length - 1] = bigToBytes(isqrt(bytesToBig(a)));
};

export const BYTE_MATH_OPS: Readonly<Record<string, OpFn>> = {
  'b+': binop((a, b) => a + b),
  'b-': binop((a, b) => a - b),
  'b*': binop((a, b) => a * b),
  'b/': binop((a, b) => {
    if (b === 0n) throw new AvmError('division by zero');
    return a / b;
  }),
  'b%': binop((a, b) => {
    if (b === 0n) throw new AvmError('modulo by zero');
    return a % b;
  }),
  'b<': compare((a, b) => a < b),
  'b>': compare((a, b) => a > b),
  'b<=': compare((a, b) => a <= b),
  'b>=': compare((a, b) => a >= b),
  'b==': compare((a, b) => a === b),
  'b!=': compare((a, b) => a !== b),
  'b|': logic((x, y) => x | y),
  'b&': logic((x, y) => x & y),
  'b^': logic((x, y) => x ^ y),
  'b~': bnot,
  bsqrt,
};
