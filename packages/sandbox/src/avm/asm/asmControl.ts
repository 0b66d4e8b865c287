/**
 * Ops with their own assembly rules: branches and switch/match (label references resolved after
 * the whole program is read), `arg N` (arg_0..arg_3 when it can), substring's range check,
 * itxn/gitxn's array forms and itxn_field's settable fields.
 */
import { goQuote, parseGoUint } from '../goStrconv';
import { fieldGroup } from '../opcodes';
import { asmDefault, byteImm, checkArgCount, writeOpcode } from './asmDefault';
import type { SpecLookup } from './asmConstants';
import type { AsmFunc, AsmSpec } from './OpStream';
import { errorAt, type Token } from './Token';

export const asmBranch: AsmFunc = (ops, spec, mnemonic, args) => {
  const countError = checkArgCount(spec.name, mnemonic, args, 1);
  if (countError) return countError;
  const varint = spec.immediates[0]?.kind === 'varintLabel';
  const start = ops.mark();
  writeOpcode(ops, spec);
  // The offset is filled in once every label is known.
  const slot = ops.push({ kind: 'offset', varint, size: varint ? 1 : 2 }, varint ? 1 : 2);
  ops.labelRefs.push({ label: args[0] as Token, slot, start, end: ops.mark() });
  return undefined;
};

/** switch and match: a one-byte label count, then int16 offsets from the end of the instruction. */
export const asmSwitch: AsmFunc = (ops, spec, _mnemonic, args) => {
  if (args.length > 255) return errorAt(args[255] as Token, `${spec.name} cannot take more than 255 labels`);
  const start = ops.mark();
  writeOpcode(ops, spec);
  ops.write(args.length);
  const slots = args.map(() => ops.push({ kind: 'offset', varint: false, size: 2 }, 2));
  const end = ops.mark();
  args.forEach((label, i) => ops.labelRefs.push({ label, slot: slots[i] ?? 0, start, end }));
  return undefined;
};

export function makeAsmArg(lookup: SpecLookup): AsmFunc {
  return (ops, spec, mnemonic, args) => {
    const countError = checkArgCount(spec.name, mnemonic, args, 1);
    if (countError) return countError;
    const n = byteImm((args[0] as Token).str, 'argument');
    if (!n.ok) return errorAt(args[0] as Token, n.message);
    if (n.value < 4) {
      const short = lookup(ops.version, `arg_${n.value}`) as AsmSpec;
      return asmDefault(ops, short, mnemonic, []);
    }
    return asmDefault(ops, spec, mnemonic, args);
  };
}

export const asmSubstring: AsmFunc = (ops, spec, mnemonic, args) => {
  const err = asmDefault(ops, spec, mnemonic, args);
  if (err) return err;
  const start = parseGoUint((args[0] as Token).str, 0, 64);
  const end = parseGoUint((args[1] as Token).str, 0, 64);
  const s = start.ok ? start.value : 0n;
  const e = end.ok ? end.value : 0n;
  return e < s ? errorAt(args[0] as Token, 'substring end is before start') : undefined;
};

/** itxn F, or itxn F I meaning itxna. */
export function makeAsmItxn(lookup: SpecLookup): AsmFunc {
  return (ops, spec, mnemonic, args) => {
    if (args.length === 1) return asmDefault(ops, spec, mnemonic, args);
    if (args.length === 2) return asmDefault(ops, lookup(ops.version, 'itxna') as AsmSpec, mnemonic, args);
    return errorAt(mnemonic, `${spec.name} expects 1 or 2 immediate arguments`);
  };
}

/** gitxn T F, or gitxn T F I meaning gitxna. */
export function makeAsmGitxn(lookup: SpecLookup): AsmFunc {
  return (ops, spec, mnemonic, args) => {
    if (args.length === 2) return asmDefault(ops, spec, mnemonic, args);
    if (args.length === 3) return asmDefault(ops, lookup(ops.version, 'gitxna') as AsmSpec, mnemonic, args);
    return errorAt(mnemonic, `${spec.name} expects 2 or 3 immediate arguments`);
  };
}

const TXN_FIELDS = [fieldGroup('txn Fields'), fieldGroup('txna Fields')];
const SETTABLE = fieldGroup('txn');

/** itxn_field takes any transaction field name, but only the settable ones assemble. */
export const asmItxnField: AsmFunc = (ops, spec, mnemonic, args) => {
  const countError = checkArgCount(spec.name, mnemonic, args, 1);
  if (countError) return countError;
  const arg = args[0] as Token;
  const known = TXN_FIELDS.some((g) => g.byName(arg.str));
  if (!known) return errorAt(arg, `${spec.name} unknown field: ${goQuote(arg.str)}`);
  const settable = SETTABLE.byName(arg.str);
  if (!settable) return errorAt(arg, `${spec.name} ${goQuote(arg.str)} is not allowed.`);
  if (settable.version > ops.version) {
    return errorAt(
      arg,
      `${spec.name} ${arg.str} field was introduced in v${settable.version}. Missed #pragma version?`,
    );
  }
  writeOpcode(ops, spec);
  ops.write(settable.code);
  return undefined;
};
