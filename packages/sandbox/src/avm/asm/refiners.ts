/**
 * Per-op refinements of the stack prototype, ported from go-algorand's type* functions: ops
 * like dup, swap, dig, cover, frame_dig or load whose result types follow from what is already
 * on the stack (or in scratch), rather than from the op's fixed prototype.
 */
import { parseGoInt, parseGoUint } from '../goStrconv';
import { opSpecByName, MAX_AVM_VERSION } from '../opcodes';
import {
  constInt,
  newStackType,
  sameStackType,
  STACK_ANY,
  STACK_BYTES,
  STACK_UINT64,
  unionStackTypes,
  widened,
  type StackType,
} from '../StackType';
import { parseBinaryArgs } from './byteLiterals';
import type { ProgramKnowledge } from './ProgramKnowledge';
import type { Token } from './Token';

/** Replacement arg and return types (undefined keeps the prototype's), or an error text. */
export type Refined = { args?: StackType[]; returns?: StackType[]; error?: string };
export type RefineFunc = (pgm: ProgramKnowledge, args: readonly Token[]) => Refined;

const MAX_STRING_SIZE = 4096n;
const MAX_BYTE_MATH_SIZE = 64n;

/** The immediate at `i` as a small number: -128..127 when signed, 0..255 otherwise. */
function getImm(args: readonly Token[], i: number, signed: boolean): number | undefined {
  const t = args[i];
  if (t === undefined) return undefined;
  const n = parseGoInt(t.str, 0, 9);
  if (!n.ok) return undefined;
  const v = Number(n.value);
  if (signed ? v < -128 || v > 127 : v < 0 || v > 255) return undefined;
  return v;
}

function anyTypes(n: number): StackType[] {
  return new Array<StackType>(n).fill(STACK_ANY);
}

function top(pgm: ProgramKnowledge): StackType | undefined {
  return pgm.stack[pgm.stack.length - 1];
}

const typeEquals: RefineFunc = (pgm) => {
  const t = top(pgm);
  // Both sides must share an AVM type; their bounds do not matter.
  return t ? { args: [widened(t), widened(t)] } : {};
};

const typeDup: RefineFunc = (pgm) => {
  const t = top(pgm);
  return t ? { returns: [t, t] } : {};
};

const typeDupTwo: RefineFunc = (pgm) => {
  const n = pgm.stack.length;
  const pair = [pgm.stack[n - 2] ?? STACK_ANY, pgm.stack[n - 1] ?? STACK_ANY];
  return { returns: [...pair, ...pair] };
};

const typeSwap: RefineFunc = (pgm) => {
  const n = pgm.stack.length;
  return { returns: [pgm.stack[n - 1] ?? STACK_ANY, (n >= 2 && pgm.stack[n - 2]) || STACK_ANY] };
};

const typeDig: RefineFunc = (pgm, args) => {
  const n = getImm(args, 0, false);
  if (n === undefined) return {};
  const depth = n + 1;
  const returns = anyTypes(depth + 1);
  const idx = pgm.stack.length - depth;
  if (idx >= 0) {
    pgm.stack.slice(idx).forEach((t, i) => (returns[i] = t));
    returns[returns.length - 1] = pgm.stack[idx] ?? STACK_ANY;
  }
  return { args: anyTypes(depth), returns };
};

const typeBury: RefineFunc = (pgm, args) => {
  const n = getImm(args, 0, false);
  if (n === undefined) return {};
  if (n === 0) return { error: 'bury 0 always fails' };
  const idx = pgm.stack.length - 1 - n;
  if (idx < 0) {
    // Below the tracked stack: demand n+1 values at program start, else nothing to update.
    return pgm.bottom.avm === 'none' ? { args: anyTypes(n + 1) } : {};
  }
  const [t] = pgm.top();
  const returns = pgm.stack.slice(idx, idx + n);
  returns[0] = t;
  return { args: pgm.stack.slice(idx), returns };
};

const typeFrameDig: RefineFunc = (pgm, args) => {
  const n = getImm(args, 0, true);
  if (n === undefined || pgm.fp === -1) return {};
  const idx = pgm.fp + n;
  if (idx < 0) return { error: `frame_dig ${n} in sub with ${pgm.fp} args` };
  const t = pgm.stack[idx];
  if (t === undefined) return { error: 'frame_dig above stack' };
  return { returns: [t] };
};

const typeFrameBury: RefineFunc = (pgm, args) => {
  const n = getImm(args, 0, true);
  if (n === undefined) return {};
  const [t] = pgm.top();
  if (pgm.fp === -1) {
    // No frame: any slot might be overwritten with the top's type.
    pgm.stack = pgm.stack.map((s) => (sameStackType(s, t) ? s : STACK_ANY));
    return {};
  }
  const idx = pgm.fp + n;
  if (idx < 0) return { error: `frame_bury ${n} in sub with ${pgm.fp} args` };
  const topIdx = pgm.stack.length - 1;
  if (idx >= topIdx) return { error: 'frame_bury above stack' };
  const returns = pgm.stack.slice(idx, topIdx);
  returns[0] = t;
  return { args: pgm.stack.slice(idx), returns };
};

const typeSelect: RefineFunc = (pgm) => {
  const n = pgm.stack.length;
  const a = pgm.stack[n - 3];
  const b = pgm.stack[n - 2];
  return a && b ? { returns: [unionStackTypes(b, a)] } : {};
};

const typeSetBit: RefineFunc = (pgm) => {
  const a = pgm.stack[pgm.stack.length - 3];
  return a ? { returns: [a] } : {};
};

const typeCover: RefineFunc = (pgm, args) => {
  const n = getImm(args, 0, false);
  if (n === undefined) return {};
  const depth = n + 1;
  const returns = anyTypes(depth);
  const idx = pgm.stack.length - depth;
  if (idx >= 0) {
    returns[0] = pgm.stack[pgm.stack.length - 1] ?? STACK_ANY;
    for (let i = idx; i < pgm.stack.length - 1; i++) returns[i - idx + 1] = pgm.stack[i] ?? STACK_ANY;
  }
  return { args: anyTypes(depth), returns };
};

const typeUncover: RefineFunc = (pgm, args) => {
  const n = getImm(args, 0, false);
  if (n === undefined) return {};
  const depth = n + 1;
  const returns = anyTypes(depth);
  const idx = pgm.stack.length - depth;
  if (idx >= 0) {
    returns[returns.length - 1] = pgm.stack[idx] ?? STACK_ANY;
    for (let i = idx + 1; i < pgm.stack.length; i++) returns[i - idx - 1] = pgm.stack[i] ?? STACK_ANY;
  }
  return { args: anyTypes(depth), returns };
};

const typeByteMath =
  (resultSize: bigint): RefineFunc =>
  () => ({ returns: [newStackType('[]byte', 0n, resultSize)] });

const typeTxField: RefineFunc = (_pgm, args) => {
  if (args.length !== 1) return {};
  const name = args[0]?.str ?? '';
  const f = TXN_FIELD_TYPES.get(name);
  return f ? { args: [f] } : {};
};

const typeStore: RefineFunc = (pgm, args) => {
  const i = getImm(args, 0, false);
  const t = top(pgm);
  if (i !== undefined && t) pgm.scratch[i] = t;
  return {};
};

const typeStores: RefineFunc = (pgm) => {
  const t = top(pgm);
  if (!t) return {};
  const slot = pgm.stack.length >= 2 ? constInt(pgm.stack[pgm.stack.length - 2] ?? STACK_ANY) : undefined;
  if (slot !== undefined && slot < 256n) {
    pgm.scratch[Number(slot)] = t;
    return {};
  }
  // Unknown slot: every slot may now hold the stored type.
  pgm.scratch = pgm.scratch.map((s) => unionStackTypes(s, t));
  return {};
};

const typeLoad: RefineFunc = (pgm, args) => {
  const i = getImm(args, 0, false);
  return i === undefined ? {} : { returns: [pgm.scratch[i] ?? STACK_ANY] };
};

const typeLoads: RefineFunc = (pgm) => {
  const t = top(pgm);
  if (!t) return {};
  const slot = constInt(t);
  if (slot !== undefined) return slot < 256n ? { returns: [pgm.scratch[Number(slot)] ?? STACK_ANY] } : {};
  const first = pgm.scratch[0] ?? STACK_ANY;
  return pgm.scratch.every((s) => sameStackType(s, first)) ? { returns: [first] } : {};
};

const typeProto: RefineFunc = (pgm, args) => {
  const a = getImm(args, 0, false);
  const r = getImm(args, 1, false);
  if (a === undefined || r === undefined) return {};
  if (pgm.stack.length !== 0 || pgm.bottom.avm !== 'any')
    return { error: 'proto must be unreachable from previous PC' };
  pgm.stack = anyTypes(a);
  pgm.fp = a;
  return {};
};

const typePopN: RefineFunc = (_pgm, args) => {
  const n = getImm(args, 0, false);
  return n === undefined ? {} : { args: anyTypes(n) };
};

const typeDupN: RefineFunc = (pgm, args) => {
  const n = getImm(args, 0, false);
  const t = top(pgm);
  return n === undefined || !t ? {} : { returns: new Array<StackType>(n + 1).fill(t) };
};

const typePushBytess: RefineFunc = (_pgm, args) => ({ returns: args.map(() => STACK_BYTES) });
const typePushInts: RefineFunc = (_pgm, args) => ({ returns: args.map(() => STACK_UINT64) });

/** `int N` in decimal is known to be exactly N. */
export const typePushInt: RefineFunc = (_pgm, args) => ({
  returns: args.map((a) => {
    const v = parseGoUint(a.str, 10, 64);
    return v.ok ? newStackType('uint64', v.value, v.value) : STACK_UINT64;
  }),
});

/** `byte X` is known to have X's length. */
export const typeByte: RefineFunc = (_pgm, args) => {
  if (args.length === 0) return { returns: [STACK_BYTES] };
  const r = parseBinaryArgs(args);
  const n = BigInt(r.ok ? r.bytes.length : 0);
  return { returns: [newStackType('[]byte', n, n, `[${n}]byte`)] };
};

const typeBzero: RefineFunc = () => ({
  args: [newStackType('uint64', 0n, MAX_STRING_SIZE)],
  returns: [STACK_BYTES],
});

/** Types of all transaction fields (scalar and array), as itxn_field pops them. */
const TXN_FIELD_TYPES = new Map<string, StackType>();
for (const op of ['txn', 'txna', 'itxn_field']) {
  const group = opSpecByName(MAX_AVM_VERSION, op)?.immediates.find((i) => i.group)?.group;
  for (const f of group?.fields ?? []) if (!TXN_FIELD_TYPES.has(f.name)) TXN_FIELD_TYPES.set(f.name, f.type);
}

/** Refinements by op name. */
export const REFINERS: ReadonlyMap<string, RefineFunc> = new Map<string, RefineFunc>([
  ['==', typeEquals],
  ['!=', typeEquals],
  ['load', typeLoad],
  ['store', typeStore],
  ['loads', typeLoads],
  ['stores', typeStores],
  ['bury', typeBury],
  ['popn', typePopN],
  ['dupn', typeDupN],
  ['dup', typeDup],
  ['dup2', typeDupTwo],
  ['dig', typeDig],
  ['swap', typeSwap],
  ['select', typeSelect],
  ['cover', typeCover],
  ['uncover', typeUncover],
  ['setbit', typeSetBit],
  ['pushbytess', typePushBytess],
  ['pushints', typePushInts],
  ['proto', typeProto],
  ['frame_dig', typeFrameDig],
  ['frame_bury', typeFrameBury],
  ['b+', typeByteMath(MAX_BYTE_MATH_SIZE + 1n)],
  ['b*', typeByteMath(MAX_BYTE_MATH_SIZE * 2n)],
  ['bzero', typeBzero],
  ['itxn_field', typeTxField],
]);
