/**
 * The assembler's main pass (go-algorand's OpStream.assemble): reads the text line by line,
 * runs directives, expands macros, splits statements at `;`, creates labels, picks each op's
 * spec, tracks stack types, and assembles the op into chunks.
 */
import { MAX_AVM_VERSION, MODE_APP } from '../opcodes';
import { overlaps, type StackType } from '../StackType';
import { directive, nextStatement, recheckMacroNames } from './directives';
import { NO_VERSION, OpStream } from './OpStream';
import { getSpec, pseudoOpsFor } from './specs';
import { errorAt, type Token } from './Token';
import { tokenize } from './tokenize';

/** bufio.Scanner's default limit: longer lines stop the scan with "line too long". */
const MAX_LINE_BYTES = 64 * 1024;

const DEADENING = new Set(['b', 'callsub', 'retsub', 'err', 'return']);

/** What Go's strings.TrimSpace would empty (unicode.IsSpace; unlike JS trim, not U+FEFF). */
const GO_SPACE_ONLY = /^[\t\n\v\f\r \u0085\u00a0\u2028\u2029\p{Zs}]*$/u;

const encoder = new TextEncoder();

/** Lines as bufio.ScanLines yields them: split at \n, a trailing \r dropped, no empty last line. */
function scanLines(text: string): { lines: string[]; tooLong: boolean } {
  const parts = text.split('\n');
  const endsWithNewline = parts[parts.length - 1] === '';
  if (endsWithNewline) parts.pop();
  const lines: string[] = [];
  for (const [i, part] of parts.entries()) {
    const hasNewline = i < parts.length - 1 || endsWithNewline;
    if (encoder.encode(part).length + (hasNewline ? 1 : 0) > MAX_LINE_BYTES) return { lines, tooLong: true };
    lines.push(part.endsWith('\r') ? part.slice(0, -1) : part);
  }
  return { lines, tooLong: false };
}

function reJoin(instruction: string, args: readonly Token[]): string {
  return instruction + args.map((t) => ` ${t.str}`).join('');
}

/** Checks the stack has `args` (unless the code is dead), then pushes `returns`. */
function trackStack(
  ops: OpStream,
  args: readonly StackType[],
  returns: readonly StackType[],
  name: string,
  tokens: readonly Token[],
) {
  const known = ops.known;
  if (known.deadcode) return;
  const mnemonic = tokens[0] as Token;
  if (args.length > known.stack.length && known.bottom.avm === 'none') {
    ops.typeError(
      mnemonic,
      `${reJoin(name, tokens.slice(1))} expects ${args.length} stack arguments but stack height is ${known.stack.length}`,
    );
  } else {
    for (let i = args.length - 1; i >= 0; i--) {
      const want = args[i] as StackType;
      const got = known.pop();
      if (!overlaps(got, want)) {
        ops.typeError(
          mnemonic,
          `${reJoin(name, tokens.slice(1))} arg ${i} wanted type ${want.name} got ${got.name}`,
        );
      }
    }
  }
  if (returns.length > 0) known.push(...returns);
}

function assembleStatement(ops: OpStream, current: Token[]): void {
  const first = current[0] as Token;
  if (first.str.endsWith(':')) {
    const label = first.str.slice(0, -1);
    if (ops.macros.has(label))
      ops.record(errorAt(first, `Cannot create label with same name as macro: ${label}`));
    else ops.createLabel(first);
    current = current.slice(1);
    if (current.length === 0) return;
  }
  const mnemonic = current[0] as Token;
  const args = current.slice(1);
  const found = getSpec(ops, mnemonic, args.length);
  if (!found) return;
  const { spec, expanded } = found;
  ops.recordSource(mnemonic.line, mnemonic.col);
  if (spec.op?.modes === MODE_APP) ops.hasStatefulOps = true;
  let stackArgs = spec.args;
  let stackReturns = spec.returns;
  if (spec.refine) {
    const refined = spec.refine(ops.known, args);
    if (refined.error !== undefined) ops.typeError(mnemonic, refined.error);
    stackArgs = refined.args ?? stackArgs;
    stackReturns = refined.returns ?? stackReturns;
  }
  trackStack(ops, stackArgs, stackReturns, expanded, current);
  const err = spec.asm(ops, spec, mnemonic, args);
  if (err) ops.record(err);
  if (DEADENING.has(spec.name)) ops.known.deaden();
  // retsub comes back to just after a callsub, which makes it an entry point like a label.
  if (spec.name === 'callsub') ops.known.label();
}

/**
 * Reads `text`. `version` is NO_VERSION unless the caller forces one; `defaultVersion` applies
 * when the first instruction comes before any `#pragma version`.
 */
export function readProgram(text: string, version: number, defaultVersion: number): OpStream {
  const ops = new OpStream(version);
  if (version !== NO_VERSION && version > MAX_AVM_VERSION) {
    ops.record({ line: 0, column: 0, message: `Can not assemble version ${version}` });
    return ops;
  }
  if (GO_SPACE_ONLY.test(text)) {
    ops.record({ line: 0, column: 0, message: 'Cannot assemble empty program text' });
    return ops;
  }
  const { lines, tooLong } = scanLines(text);
  for (const line of lines) {
    if (ops.macroBudgetSpent) break;
    ops.sourceLine++;
    const tokens = tokenize(line, ops.sourceLine);
    if (tokens[0]?.str.startsWith('#')) {
      directive(ops, tokens);
      continue;
    }
    const rest = tokens.reverse();
    let current = nextStatement(ops, rest);
    while (current.length > 0 || rest.length > 0) {
      if (current.length > 0) {
        // The first instruction settles the version.
        if (ops.version === NO_VERSION) {
          ops.version = defaultVersion;
          recheckMacroNames(ops);
        }
        ops.pseudoOps ??= pseudoOpsFor(ops.version);
        assembleStatement(ops, current);
      }
      current = nextStatement(ops, rest);
    }
  }
  if (tooLong) ops.record({ line: ops.sourceLine, column: 0, message: 'line too long' });
  return ops;
}
