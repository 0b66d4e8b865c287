/**
 * uint64 arithmetic, comparison and bitwise ops. Numbers take the fast path while results stay
 * safe integers; anything larger goes through bigint, with go-algorand's overflow and
 * division-by-zero texts.
 */
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { fromBig, itob as toBytes8, MAX_SAFE, toBig, UINT64_MAX, type Uint, type Value } from '../values';
import { bytesEqual } from '../../../util/bytesEqual';

const MASK64 = UINT64_MAX;
const TWO32 = 0x1_0000_0000;

/** Pops the top and returns [second, top] as uints (types were checked by the run loop). */
function two(cx: Machine): [Uint, Uint, Value[]] {
  const s = cx.stack;
  const b = s.pop() as Uint;
  return [s[s.length - 1] as Uint, b, s];
}

function setTop(s: Value[], v: Value): void {
  s[s.length - 1] = v;
}

const plus: OpFn = (cx) => {
  const [a, b, s] = two(cx);
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    setTop(s, r <= MAX_SAFE ? r : BigInt(a) + BigInt(b));
    return;
  }
  const r = toBig(a) + toBig(b);
  if (r > MASK64) throw new AvmError('+ overflowed');
  setTop(s, fromBig(r));
};

const minus: OpFn = (cx) => {
  const [a, b, s] = two(cx);
  if (b > a) throw new AvmError('- would result negative');
  if (typeof a === 'number' && typeof b === 'number') setTop(s, a - b);
  else setTop(s, fromBig(toBig(a) - toBig(b)));
};

const times: OpFn = (cx) => {
  const [a, b, s] = two(cx);
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a * b;
    if (r <= MAX_SAFE) {
      setTop(s, r);
      return;
    }
  }
  const r = toBig(a) * toBig(b);
  if (r > MASK64) throw new AvmError('* overflowed');
  setTop(s, fromBig(r));
};

const div: OpFn = (cx) => {
  const [a, b, s] = two(cx);
  if (b === 0) throw new AvmError('/ 0');
  // fmod and the exact-multiple division are exact in doubles below 2^53.
  if (typeof a === 'number' && typeof b === 'number') setTop(s, (a - (a % b)) / b);
  else setTop(s, fromBig(toBig(a) / toBig(b)));
};

const mod: OpFn = (cx) => {
  const [a, b, s] = two(cx);
  if (b === 0) throw new AvmError('% 0');
  if (typeof a === 'number' && typeof b === 'number') setTop(s, a % b);
  else setTop(s, fromBig(toBig(a) % toBig(b)));
};

function cmp(f: (a: Uint, b: Uint) => boolean): OpFn {
  return (cx) => {
    const [a, b, s] = two(cx);
    setTop(s, f(a, b) ? 1 : 0);
  };
}

function bitwise(f32: (x: number, y: number) => number, fbig: (x: bigint, y: bigint) => bigint): OpFn {
  return (cx) => {
    const [a, b, s] = two(cx);
    if (typeof a === 'number' && typeof b === 'number') {
      const hi = f32(Math.floor(a / TWO32), Math.floor(b / TWO32)) >>> 0;
      const lo = f32(a >>> 0, b >>> 0) >>> 0;
      setTop(s, hi * TWO32 + lo);
      return;
    }
    setTop(s, fromBig(fbig(toBig(a), toBig(b))));
  };
}

/** go's `==`: both values must have the same type. */
export function valuesEqual(a: Value, b: Value): boolean {
  const ab = typeof a === 'object';
  if (ab !== (typeof b === 'object'))
    throw new AvmError(`cannot compare (${ab ? '[]byte' : 'uint64'} to ${ab ? 'uint64' : '[]byte'})`);
  return ab ? bytesEqual(a as Uint8Array, b as Uint8Array) : a === b;
}

const eq: OpFn = (cx) => {
  const s = cx.stack;
  const b = s.pop() as Value;
  setTop(s, valuesEqual(s[s.length - 1] as Value, b) ? 1 : 0);
};

const neq: OpFn = (cx) => {
  const s = cx.stack;
  const b = s.pop() as Value;
  setTop(s, valuesEqual(s[s.length - 1] as Value, b) ? 0 : 1);
};

const not: OpFn = (cx) => {
  const s = cx.stack;
  setTop(s, s[s.length - 1] === 0 ? 1 : 0);
};

const bitNot: OpFn = (cx) => {
  const s = cx.stack;
  setTop(s, fromBig(MASK64 ^ toBig(s[s.length - 1] as Uint)));
};

const shl: OpFn = (cx) => {
  const [a, b, s] = two(cx);
  if (b > 63) throw new AvmError(`shl arg too big, (${b})`);
  const n = Number(b);
  if (typeof a === 'number' && n < 53) {
    const r = a * 2 ** n;
    if (r <= MAX_SAFE) {
      setTop(s, r);
      return;
    }
  }
  setTop(s, fromBig((toBig(a) << BigInt(n)) & MASK64));
};

const shr: OpFn = (cx) => {
  const [a, b, s] = two(cx);
  if (b > 63) throw new AvmError(`shr arg too big, (${b})`);
  if (typeof a === 'number') setTop(s, Math.floor(a / 2 ** Number(b)));
  else setTop(s, fromBig(a >> BigInt(b)));
};

/** Integer square root (floor). */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

const sqrt: OpFn = (cx) => {
  const s = cx.stack;
  const a = s[s.length - 1] as Uint;
  setTop(s, fromBig(isqrt(toBig(a))));
};

const bitlen: OpFn = (cx) => {
  const s = cx.stack;
  const v = s[s.length - 1] as Value;
  if (typeof v !== 'object') {
    setTop(s, v === 0 ? 0 : v.toString(2).length);
    return;
  }
  let n = 0;
  for (let i = 0; i < v.length; i++) {
    const b = v[i] as number;
    if (b !== 0) {
      n = b.toString(2).length + 8 * (v.length - i - 1);
      break;
    }
  }
  setTop(s, n);
};

function expCheck(base: bigint, exp: bigint, maxExp: bigint): bigint | undefined {
  if (exp === 0n && base === 0n) throw new AvmError('0^0 is undefined');
  if (base === 0n) return 0n;
  if (exp === 0n || base === 1n) return 1n;
  if (exp >= maxExp) throw new AvmError(`${base}^${exp} overflow`);
  return undefined;
}

const exp: OpFn = (cx) => {
  const [a, b, s] = two(cx);
  const base = toBig(a);
  const e = toBig(b);
  let r = expCheck(base, e, 64n);
  if (r === undefined) {
    r = base ** e;
    if (r > MASK64) throw new AvmError(`${base}^${e} overflow`);
  }
  setTop(s, fromBig(r));
};

const expw: OpFn = (cx) => {
  const s = cx.stack;
  const base = toBig(s[s.length - 2] as Uint);
  const e = toBig(s[s.length - 1] as Uint);
  let r = expCheck(base, e, 128n);
  if (r === undefined) {
    r = base ** e;
    if (r.toString(2).length > 128) throw new AvmError(`${base}^${e} overflow`);
  }
  s[s.length - 2] = fromBig(r >> 64n);
  s[s.length - 1] = fromBig(r & MASK64);
};

const mulw: OpFn = (cx) => {
  const s = cx.stack;
  const p = toBig(s[s.length - 2] as Uint) * toBig(s[s.length - 1] as Uint);
  s[s.length - 2] = fromBig(p >> 64n);
  s[s.length - 1] = fromBig(p & MASK64);
};

const addw: OpFn = (cx) => {
  const s = cx.stack;
  const p = toBig(s[s.length - 2] as Uint) + toBig(s[s.length - 1] as Uint);
  s[s.length - 2] = p > MASK64 ? 1 : 0;
  s[s.length - 1] = fromBig(p & MASK64);
};

const divmodw: OpFn = (cx) => {
  const s = cx.stack;
  const n = s.length;
  const den = (toBig(s[n - 2] as Uint) << 64n) | toBig(s[n - 1] as Uint);
  if (den === 0n) throw new AvmError('/ 0');
  const num = (toBig(s[n - 4] as Uint) << 64n) | toBig(s[n - 3] as Uint);
  const q = num / den;
  const r = num % den;
  s[n - 4] = fromBig(q >> 64n);
  s[n - 3] = fromBig(q & MASK64);
  s[n - 2] = fromBig(r >> 64n);
  s[n - 1] = fromBig(r & MASK64);
};

const divw: OpFn = (cx) => {
  const s = cx.stack;
  const y = toBig(s.pop() as Uint);
  const lo = toBig(s.pop() as Uint);
  const hi = toBig(s[s.length - 1] as Uint);
  if (y === 0n) throw new AvmError('divw 0');
  if (y <= hi) throw new AvmError(`divw overflow: ${y} <= ${hi}`);
  setTop(s, fromBig(((hi << 64n) | lo) / y));
};

const itob: OpFn = (cx) => {
  const s = cx.stack;
  setTop(s, toBytes8(s[s.length - 1] as Uint));
};

const btoi: OpFn = (cx) => {
  const s = cx.stack;
  const b = s[s.length - 1] as Uint8Array;
  if (b.length > 8) throw new AvmError(`btoi arg too long, got ${b.length} bytes`);
  let n = 0;
  for (let i = 0; i < b.length && i < 6; i++) n = n * 256 + (b[i] as number);
  if (b.length <= 6) setTop(s, n);
  else {
    let big = BigInt(n);
    for (let i = 6; i < b.length; i++) big = (big << 8n) | BigInt(b[i] as number);
    setTop(s, fromBig(big));
  }
};

const len: OpFn = (cx) => {
  const s = cx.stack;
  setTop(s, (s[s.length - 1] as Uint8Array).length);
};

export const ARITH_OPS: Readonly<Record<string, OpFn>> = {
  '+': plus,
  '-': minus,
  '*': times,
  '/': div,
  '%': mod,
  '<': cmp((a, b) => a < b),
  '>': cmp((a, b) => a > b),
  '<=': cmp((a, b) => a <= b),
  '>=': cmp((a, b) => a >= b),
  '&&': cmp((a, b) => a !== 0 && b !== 0),
  '||': cmp((a, b) => a !== 0 || b !== 0),
  '==': eq,
  '!=': neq,
  '!': not,
  '|': bitwise(
    (x, y) => x | y,
    (x, y) => x | y,
  ),
  '&': bitwise(
    (x, y) => x & y,
    (x, y) => x & y,
  ),
  '^': bitwise(
    (x, y) => x ^ y,
    (x, y) => x ^ y,
  ),
  '~': bitNot,
  shl,
  shr,
  sqrt,
  bitlen,
  exp,
  expw,
  mulw,
  addw,
  divmodw,
  divw,
  itob,
  btoi,
  len,
};
