/** Control flow: err, return, assert, branches, switch/match, subroutines and frames. */
import { AvmError } from '../AvmError';
import type { Instr, OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { type Value } from '../values';
import { bytesEqual } from '../../../util/bytesEqual';

const PROTO_BYTE = 0x8a;

function jump(cx: Machine, ins: Instr): void {
  if (ins.targetError !== undefined) throw new AvmError(ins.targetError);
  cx.nextpc = ins.target;
}

const bnz: OpFn = (cx, ins) => {
  if (cx.stack.pop() !== 0) jump(cx, ins);
};

const bz: OpFn = (cx, ins) => {
  if (cx.stack.pop() === 0) jump(cx, ins);
};

const b: OpFn = (cx, ins) => jump(cx, ins);

const err: OpFn = () => {
  throw new AvmError('err opcode executed');
};

const ret: OpFn = (cx) => {
  const s = cx.stack;
  const top = s[s.length - 1] as Value;
  s.length = 1;
  s[0] = top;
  cx.nextpc = cx.bytes.length;
};

const assert: OpFn = (cx, ins) => {
  const s = cx.stack;
  if (s[s.length - 1] !== 0) {
    s.pop();
    return;
  }
  throw new AvmError(`assert failed pc=${ins.pc}`);
};

/** go's switchTarget: index past the labels falls through to the next instruction. */
function switchTo(cx: Machine, ins: Instr, idx: number): void {
  const t = idx < ins.targets.length ? (ins.targets[idx] as number) : ins.next;
  if (t > cx.bytes.length || t < 0) throw new AvmError(`branch target ${t} outside of program`);
  cx.nextpc = t;
}

const switchOp: OpFn = (cx, ins) => {
  const i = cx.stack.pop() as number | bigint;
  switchTo(cx, ins, typeof i === 'number' ? i : Number.MAX_SAFE_INTEGER);
};

const match: OpFn = (cx, ins) => {
  const s = cx.stack;
  const n = ins.targets.length;
  if (n + 1 > s.length)
    throw new AvmError(`match expects ${n + 1} stack args while stack only contains ${s.length}`);
  const v = s.pop() as Value;
  const list = s.splice(s.length - n, n);
  let matched = n;
  for (let i = 0; i < n; i++) {
    const x = list[i] as Value;
    if (typeof x === 'object') {
      if (typeof v === 'object' && bytesEqual(x, v)) {
        matched = i;
        break;
      }
    } else if (typeof v !== 'object' && x === v) {
      matched = i;
      break;
    }
  }
  switchTo(cx, ins, matched);
};

const callsub: OpFn = (cx, ins) => {
  cx.callstack.push({ retpc: ins.next, height: cx.stack.length, clear: false, args: 0, returns: 0 });
  jump(cx, ins);
  if (cx.nextpc < cx.bytes.length && cx.bytes[cx.nextpc] === PROTO_BYTE) cx.fromCallsub = true;
};

const retsub: OpFn = (cx) => {
  const top = cx.callstack.pop();
  if (!top) throw new AvmError('retsub with empty callstack');
  const s = cx.stack;
  if (top.clear) {
    const expect = top.height + top.returns;
    if (s.length < expect) {
      cx.callstack.push(top);
      if (s.length < top.height)
        throw new AvmError('retsub executed with stack below frame. Did you pop args?');
      if (s.length === top.height)
        throw new AvmError(`retsub executed with no return values on stack. proto declared ${top.returns}`);
      throw new AvmError(
        `retsub executed with ${s.length - top.height} return values on stack. proto declared ${top.returns}`,
      );
    }
    const argstart = top.height - top.args;
    for (let i = 0; i < top.returns; i++) s[argstart + i] = s[top.height + i] as Value;
    s.length = argstart + top.returns;
  }
  cx.nextpc = top.retpc;
};

const proto: OpFn = (cx, ins) => {
  if (!cx.fromCallsub) throw new AvmError('proto was executed without a callsub');
  cx.fromCallsub = false;
  const nargs = ins.imm[0] as number;
  if (nargs > cx.stack.length)
    throw new AvmError(`callsub to proto that requires ${nargs} args with stack height ${cx.stack.length}`);
  const top = cx.callstack[cx.callstack.length - 1];
  if (!top) throw new AvmError('proto was executed without a callsub');
  top.clear = true;
  top.args = nargs;
  top.returns = ins.imm[1] as number;
};

const frameDig: OpFn = (cx, ins) => {
  const i = ins.imm[0] as number;
  const frame = cx.callstack[cx.callstack.length - 1];
  if (!frame) throw new AvmError('frame_dig with empty callstack');
  if (frame.clear && -i > frame.args) throw new AvmError(`frame_dig ${i} in sub with ${frame.args} args`);
  const idx = frame.height + i;
  if (idx >= cx.stack.length) throw new AvmError('frame_dig above stack');
  if (idx < 0) throw new AvmError('frame_dig below stack');
  cx.stack.push(cx.stack[idx] as Value);
};

const frameBury: OpFn = (cx, ins) => {
  const s = cx.stack;
  const last = s.length - 1;
  const i = ins.imm[0] as number;
  const frame = cx.callstack[cx.callstack.length - 1];
  if (!frame) throw new AvmError('frame_bury with empty callstack');
  if (frame.clear && -i > frame.args) throw new AvmError(`frame_bury ${i} in sub with ${frame.args} args`);
  const idx = frame.height + i;
  if (idx >= last) throw new AvmError('frame_bury above stack');
  if (idx < 0) throw new AvmError('frame_bury below stack');
  s[idx] = s[last] as Value;
  s.pop();
};

export const FLOW_OPS: Readonly<Record<string, OpFn>> = {
  err,
  return: ret,
  assert,
  bnz,
  bz,
  b,
  switch: switchOp,
  match,
  callsub,
  retsub,
  proto,
  frame_dig: frameDig,
  frame_bury: frameBury,
};
