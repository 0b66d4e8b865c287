/**
 * Assembly of ops whose immediates are uint8 numbers, int8 numbers or field names (most ops),
 * with go-algorand's argument-count and field errors, including its hints when a field or a
 * number is given in the wrong position or to the wrong arity of a pseudo-op.
 */
import { goQuote, parseGoInt, parseGoUint } from '../goStrconv';
import { isTyped } from '../StackType';
import type { AsmSpec, OpStream } from './OpStream';
import { errorAt, type SourceError, type Token } from './Token';

/** go-algorand's joinIntsOnOr: "no immediates", "1 immediate", "1 or 2 immediates". */
export function joinIntsOnOr(singular: string, list: number[]): string {
  if (list.length === 1) {
    const n = list[0] ?? 0;
    return n === 0 ? `no ${singular}s` : n === 1 ? `1 ${singular}` : `${n} ${singular}s`;
  }
  const sorted = [...list].sort((a, b) => a - b);
  return `${sorted.join(' or ')} ${singular}s`;
}

/** An error at the end of the last argument when there are too few, at the first extra one when too many. */
export function checkArgCount(
  name: string,
  mnemonic: Token,
  args: readonly Token[],
  expected: number,
): SourceError | undefined {
  const offered = args.length;
  if (offered === expected) return undefined;
  const all = [mnemonic, ...args];
  const last = all[offered] ?? mnemonic;
  let line = last.line;
  let column = last.col + last.len;
  if (offered > expected) {
    const extra = all[expected + 1] ?? mnemonic;
    line = extra.line;
    column = extra.col;
  }
  const message =
    expected === 1
      ? `${name} expects 1 immediate argument`
      : `${name} expects ${expected} immediate arguments`;
  return { line, column, message };
}

/** A number 0..255; `label` names it in the error. */
export function byteImm(
  value: string,
  label: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const r = parseGoUint(value, 0, 64);
  if (!r.ok) return { ok: false, message: `unable to parse ${label} ${goQuote(value)} as integer` };
  if (r.value > 255n) return { ok: false, message: `${label} beyond 255: ${r.value}` };
  return { ok: true, value: Number(r.value) };
}

function int8Imm(value: string, label: string): { ok: true; value: number } | { ok: false; message: string } {
  const r = parseGoInt(value, 10, 8);
  if (!r.ok) return { ok: false, message: `unable to parse ${label} ${goQuote(value)} as int8` };
  return { ok: true, value: Number(r.value) & 0xff };
}

export function writeOpcode(ops: OpStream, spec: AsmSpec): void {
  const op = spec.op;
  if (!op) return;
  if (op.sub === undefined) ops.write(op.opcode);
  else ops.write(op.opcode, op.sub);
}

/** "name" or, for a pseudo-op, "name with N immediates", as the position hints print it. */
function hintName(ops: OpStream, spec: AsmSpec, args: readonly Token[]): string {
  return ops.pseudoOps?.has(spec.name)
    ? `${spec.name} with ${joinIntsOnOr('immediate', [args.length])}`
    : spec.name;
}

/** A field name where a number was expected, or the reverse: which positions would take it. */
function misplaced(ops: OpStream, spec: AsmSpec, args: readonly Token[], i: number, wantField: boolean) {
  const arg = args[i] as Token;
  const positions: number[] = [];
  spec.immediates.forEach((other, j) => {
    if (other.kind !== 'uint8') return;
    if (wantField ? other.group?.byName(arg.str) : !other.group) positions.push(j + 1);
  });
  if (positions.length === 0) return undefined;
  return errorAt(
    arg,
    `${hintName(ops, spec, args)} can only use ${goQuote(arg.str)} as immediate ${positions.join(' or ')}`,
  );
}

/** A field that only another arity of the pseudo-op accepts (`txn ApplicationArgs` needs 2 immediates). */
function wrongArity(ops: OpStream, spec: AsmSpec, arg: Token): SourceError | undefined {
  const pseudos = ops.pseudoOps?.get(spec.name);
  if (!pseudos) return undefined;
  const counts: number[] = [];
  for (const [count, ps] of pseudos) {
    for (const imm of ps.immediates)
      if (imm.kind === 'uint8' && imm.group?.byName(arg.str)) counts.push(count);
  }
  if (counts.length === 0) return undefined;
  return errorAt(
    arg,
    `${goQuote(arg.str)} field of ${spec.name} can only be used with ${joinIntsOnOr('immediate', counts)}`,
  );
}

export function asmDefault(
  ops: OpStream,
  spec: AsmSpec,
  mnemonic: Token,
  args: readonly Token[],
): SourceError | undefined {
  const countError = checkArgCount(spec.name, mnemonic, args, spec.immediates.length);
  if (countError) return countError;
  writeOpcode(ops, spec);
  for (const [i, imm] of spec.immediates.entries()) {
    const arg = args[i] as Token;
    if (imm.kind === 'int8') {
      const v = int8Imm(arg.str, imm.name);
      if (!v.ok) return errorAt(arg, `${spec.name} ${v.message}`);
      ops.write(v.value);
      continue;
    }
    if (imm.kind !== 'uint8') return errorAt(arg, `unable to assemble immKind ${imm.kind}`);
    if (imm.group) {
      const field = imm.group.byName(arg.str);
      if (!field) {
        if (byteImm(arg.str, '').ok) {
          const hint = misplaced(ops, spec, args, i, false);
          if (hint) return hint;
        }
        return wrongArity(ops, spec, arg) ?? errorAt(arg, `${spec.name} unknown field: ${goQuote(arg.str)}`);
      }
      // Refine the stack types first, so they stay right even when the version check fails.
      if (isTyped(field.type)) ops.returns(spec, field.type);
      if (field.version > ops.version) {
        return errorAt(
          arg,
          `${spec.name} ${arg.str} field was introduced in v${field.version}. Missed #pragma version?`,
        );
      }
      ops.write(field.code);
      continue;
    }
    const v = byteImm(arg.str, imm.name);
    if (!v.ok) {
      if (v.message.includes('unable to parse')) {
        const hint = misplaced(ops, spec, args, i, true);
        if (hint) return hint;
      }
      return errorAt(arg, `${spec.name} ${v.message}`);
    }
    ops.write(v.value);
  }
  return undefined;
}
