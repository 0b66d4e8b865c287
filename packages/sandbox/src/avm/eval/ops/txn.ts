/** txn, gtxn*, itxn*, gitxn*: transaction fields of the group, the last inner, the last inner group. */
import { AvmError } from '../AvmError';
import type { EvalApplyData, EvalTxn, ExecutedTxn } from '../EvalTxn';
import type { Instr, OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { txnFieldName, txnFieldSpec, txnFieldValue } from '../txnFields';
import { MODE_SIG } from '../../opcodes';
import type { Uint, Value } from '../values';

const SRC_GROUP = 0;
const SRC_INNER = 1;
const SRC_INNER_GROUP = 2;

const TXN_EFFECTS_VERSION = 6;
const INNER_APPS_VERSION = 6;

function lastInner(cx: Machine): ExecutedTxn[] {
  const inners = cx.ad.innerTxns;
  return inners.length === 0 ? [] : inners.slice(-1);
}

/** go's getLastInnerGroup: the trailing inners sharing the last one's group id. */
export function lastInnerGroup(cx: Machine): ExecutedTxn[] {
  const inners = cx.ad.innerTxns;
  const last = inners[inners.length - 1];
  if (!last) return [];
  const gid = last.txn.group;
  if (gid.every((b) => b === 0)) return [last];
  let i = inners.length - 2;
  for (; i >= 0; i--) {
    const g = (inners[i] as ExecutedTxn).txn.group;
    if (!g.every((b, j) => b === gid[j])) break;
  }
  return inners.slice(i + 1);
}

function txnValue(cx: Machine, gi: Uint, src: number, code: number, ai: Uint, expectArray: boolean): Value {
  const fs = txnFieldSpec(code);
  if (!fs || fs.version > cx.version) throw new AvmError(`invalid txn field ${txnFieldName(code)}`);
  if (expectArray !== fs.array) {
    throw new AvmError(expectArray ? `unsupported array field ${fs.name}` : `invalid txn field ${fs.name}`);
  }
  let txn: EvalTxn;
  let ad: EvalApplyData;
  let txid: () => Uint8Array;
  if (src === SRC_GROUP) {
    if (fs.effects && gi >= cx.groupIndex) {
      if (cx.mode === MODE_SIG) throw new AvmError(`txn[${fs.name}] not allowed in current mode`);
      throw new AvmError(`txn effects can only be read from past txns ${gi} ${cx.groupIndex}`);
    }
    const n = cx.group.txns.length;
    if (gi >= n) throw new AvmError(`txn index ${gi}, len(group) is ${n}`);
    const i = Number(gi);
    txn = cx.group.txns[i] as EvalTxn;
    ad = cx.group.applyData[i] as EvalApplyData;
    txid = () => cx.group.txids[i] as Uint8Array;
  } else {
    const group = src === SRC_INNER ? lastInner(cx) : lastInnerGroup(cx);
    if (gi >= group.length) throw new AvmError(`txn index ${gi}, len(group) is ${group.length}`);
    const e = group[Number(gi)] as ExecutedTxn;
    txn = e.txn;
    ad = e.ad;
    txid = () => e.txid;
  }
  const inner = src !== SRC_GROUP;
  if (fs.effects) {
    if (cx.mode === MODE_SIG) throw new AvmError(`txn[${fs.name}] not allowed in current mode`);
    if (cx.version < TXN_EFFECTS_VERSION && !inner)
      throw new AvmError('Unable to obtain effects from top-level transactions');
  }
  if (inner && cx.version < INNER_APPS_VERSION && (fs.name === 'GroupIndex' || fs.name === 'TxID'))
    throw new AvmError(`illegal field for inner transaction ${fs.name}`);
  return txnFieldValue(cx, txn, ad, txid, fs, ai, Number(gi));
}

function push(cx: Machine, v: Value): void {
  cx.stack.push(v);
}

function setTop(cx: Machine, v: Value): void {
  cx.stack[cx.stack.length - 1] = v;
}

function top(cx: Machine): Uint {
  return cx.stack[cx.stack.length - 1] as Uint;
}

const imm = (ins: Instr, i: number): number => ins.imm[i] as number;

export const TXN_OPS: Readonly<Record<string, OpFn>> = {
  txn: (cx, ins) => push(cx, txnValue(cx, cx.groupIndex, SRC_GROUP, imm(ins, 0), 0, false)),
  txna: (cx, ins) => push(cx, txnValue(cx, cx.groupIndex, SRC_GROUP, imm(ins, 0), imm(ins, 1), true)),
  txnas: (cx, ins) => setTop(cx, txnValue(cx, cx.groupIndex, SRC_GROUP, imm(ins, 0), top(cx), true)),
  gtxn: (cx, ins) => push(cx, txnValue(cx, imm(ins, 0), SRC_GROUP, imm(ins, 1), 0, false)),
  gtxna: (cx, ins) => push(cx, txnValue(cx, imm(ins, 0), SRC_GROUP, imm(ins, 1), imm(ins, 2), true)),
  gtxnas: (cx, ins) => setTop(cx, txnValue(cx, imm(ins, 0), SRC_GROUP, imm(ins, 1), top(cx), true)),
  gtxns: (cx, ins) => setTop(cx, txnValue(cx, top(cx), SRC_GROUP, imm(ins, 0), 0, false)),
  gtxnsa: (cx, ins) => setTop(cx, txnValue(cx, top(cx), SRC_GROUP, imm(ins, 0), imm(ins, 1), true)),
  gtxnsas: (cx, ins) => {
    const ai = cx.stack.pop() as Uint;
    setTop(cx, txnValue(cx, top(cx), SRC_GROUP, imm(ins, 0), ai, true));
  },
  itxn: (cx, ins) => push(cx, txnValue(cx, 0, SRC_INNER, imm(ins, 0), 0, false)),
  itxna: (cx, ins) => push(cx, txnValue(cx, 0, SRC_INNER, imm(ins, 0), imm(ins, 1), true)),
  itxnas: (cx, ins) => setTop(cx, txnValue(cx, 0, SRC_INNER, imm(ins, 0), top(cx), true)),
  gitxn: (cx, ins) => push(cx, txnValue(cx, imm(ins, 0), SRC_INNER_GROUP, imm(ins, 1), 0, false)),
  gitxna: (cx, ins) => push(cx, txnValue(cx, imm(ins, 0), SRC_INNER_GROUP, imm(ins, 1), imm(ins, 2), true)),
  gitxnas: (cx, ins) => setTop(cx, txnValue(cx, imm(ins, 0), SRC_INNER_GROUP, imm(ins, 1), top(cx), true)),
};
