/** Stack shuffling, constants, scratch space and logic sig arguments. */
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { EMPTY, type Uint, type Value } from '../values';

const pop: OpFn = (cx) => {
  cx.stack.pop();
};

const popn: OpFn = (cx, ins) => {
  const n = ins.imm[0] as number;
  if (cx.stack.length < n) throw new AvmError(`popn ${n} while stack contains ${cx.stack.length}`);
  cx.stack.length -= n;
};

const dup: OpFn = (cx) => {
  const s = cx.stack;
  s.push(s[s.length - 1] as Value);
};

const dup2: OpFn = (cx) => {
  const s = cx.stack;
  s.push(s[s.length - 2] as Value, s[s.length - 1] as Value);
};

const dupn: OpFn = (cx, ins) => {
  const s = cx.stack;
  const v = s[s.length - 1] as Value;
  for (let i = ins.imm[0] as number; i > 0; i--) s.push(v);
};

const dig: OpFn = (cx, ins) => {
  const s = cx.stack;
  const depth = ins.imm[0] as number;
  const idx = s.length - 1 - depth;
  if (idx < 0) throw new AvmError(`dig ${depth} with stack size = ${s.length}`);
  s.push(s[idx] as Value);
};

const bury: OpFn = (cx, ins) => {
  const s = cx.stack;
  const last = s.length - 1;
  const idx = last - (ins.imm[0] as number);
  if (idx < 0 || idx === last) throw new AvmError('bury outside stack');
  s[idx] = s[last] as Value;
  s.pop();
};

const swap: OpFn = (cx) => {
  const s = cx.stack;
  const n = s.length;
  const t = s[n - 1] as Value;
  s[n - 1] = s[n - 2] as Value;
  s[n - 2] = t;
};

const select: OpFn = (cx) => {
  const s = cx.stack;
  const cond = s.pop();
  const ifTrue = s.pop() as Value;
  if (cond !== 0) s[s.length - 1] = ifTrue;
};

const cover: OpFn = (cx, ins) => {
  const s = cx.stack;
  const depth = ins.imm[0] as number;
  const idx = s.length - 1 - depth;
  if (idx < 0) throw new AvmError(`cover ${depth} with stack size = ${s.length}`);
  s.splice(idx, 0, s.pop() as Value);
};

const uncover: OpFn = (cx, ins) => {
  const s = cx.stack;
  const depth = ins.imm[0] as number;
  const idx = s.length - 1 - depth;
  if (idx < 0) throw new AvmError(`uncover ${depth} with stack size = ${s.length}`);
  s.push(s.splice(idx, 1)[0] as Value);
};

function intcN(cx: Machine, n: number): void {
  if (n >= cx.intc.length) throw new AvmError(`intc ${n} beyond ${cx.intc.length} constants`);
  cx.stack.push(cx.intc[n] as Uint);
}

function bytecN(cx: Machine, n: number): void {
  if (n >= cx.bytec.length) throw new AvmError(`bytec ${n} beyond ${cx.bytec.length} constants`);
  cx.stack.push(cx.bytec[n] as Uint8Array);
}

function argN(cx: Machine, n: Uint): void {
  const args = cx.group.lsigArgs[cx.groupIndex] ?? [];
  if (n >= args.length) throw new AvmError(`cannot load arg[${n}] of ${args.length}`);
  cx.stack.push(args[Number(n)] ?? EMPTY);
}

function scratchIndex(n: Uint): number {
  if (n >= 256) throw new AvmError(`invalid Scratch index ${n}`);
  return Number(n);
}

function recordScratch(cx: Machine, slot: number, value: Value): void {
  cx.scratch[slot] = value;
  cx.traceScratch?.push({ slot, value });
}

export const STACK_OPS: Readonly<Record<string, OpFn>> = {
  pop,
  popn,
  dup,
  dup2,
  dupn,
  dig,
  bury,
  swap,
  select,
  cover,
  uncover,
  intcblock: (cx, ins) => {
    cx.intc = ins.ints;
  },
  intc: (cx, ins) => intcN(cx, ins.imm[0] as number),
  intc_0: (cx) => intcN(cx, 0),
  intc_1: (cx) => intcN(cx, 1),
  intc_2: (cx) => intcN(cx, 2),
  intc_3: (cx) => intcN(cx, 3),
  bytecblock: (cx, ins) => {
    cx.bytec = ins.bytes;
  },
  bytec: (cx, ins) => bytecN(cx, ins.imm[0] as number),
  bytec_0: (cx) => bytecN(cx, 0),
  bytec_1: (cx) => bytecN(cx, 1),
  bytec_2: (cx) => bytecN(cx, 2),
  bytec_3: (cx) => bytecN(cx, 3),
  pushint: (cx, ins) => {
    cx.stack.push(ins.ints[0] as Uint);
  },
  pushints: (cx, ins) => {
    for (const v of ins.ints) cx.stack.push(v);
  },
  pushbytes: (cx, ins) => {
    cx.stack.push(ins.bytes[0] as Uint8Array);
  },
  pushbytess: (cx, ins) => {
    for (const v of ins.bytes) cx.stack.push(v);
  },
  arg: (cx, ins) => argN(cx, ins.imm[0] as number),
  arg_0: (cx) => argN(cx, 0),
  arg_1: (cx) => argN(cx, 1),
  arg_2: (cx) => argN(cx, 2),
  arg_3: (cx) => argN(cx, 3),
  args: (cx) => argN(cx, cx.stack.pop() as Uint),
  load: (cx, ins) => {
    cx.stack.push(cx.scratch[ins.imm[0] as number] as Value);
  },
  store: (cx, ins) => recordScratch(cx, ins.imm[0] as number, cx.stack.pop() as Value),
  loads: (cx) => {
    const s = cx.stack;
    s[s.length - 1] = cx.scratch[scratchIndex(s[s.length - 1] as Uint)] as Value;
  },
  stores: (cx) => {
    const s = cx.stack;
    const v = s.pop() as Value;
    recordScratch(cx, scratchIndex(s.pop() as Uint), v);
  },
};
