/**
 * The assembler's state while it reads a program (go-algorand's OpStream). Output is kept as a
 * list of chunks rather than bytes, so that constant references and branch offsets can change
 * size after the whole program is read (constant-block optimisation, v13 varint branches)
 * without patching byte positions.
 */
import { goQuote } from '../goStrconv';
import type { ImmediateSpec, OpSpec } from '../opcodes';
import type { StackType } from '../StackType';
import { ProgramKnowledge } from './ProgramKnowledge';
import type { RefineFunc } from './refiners';
import { errorAt, type SourceError, type Token } from './Token';

/** A piece of output. Marks (chunk indexes) are positions between chunks. */
export type Chunk =
  | { kind: 'raw'; bytes: number[] }
  /** An `int` pseudo-op's reference into the intcblock (index rewritten by the optimiser). */
  | { kind: 'int'; value: bigint; index: number; singleton: boolean }
  | { kind: 'byte'; value: Uint8Array; index: number; singleton: boolean }
  /** A branch offset: 2 bytes big-endian, or a zigzag varint of `size` bytes. */
  | { kind: 'offset'; varint: boolean; size: number };

export interface LabelRef {
  readonly label: Token;
  /** Chunk index of the offset slot. */
  readonly slot: number;
  /** Mark at the start of the branching instruction. */
  readonly start: number;
  /** Mark at the end of the instruction: int16 offsets count from there. */
  readonly end: number;
}

export type AsmFunc = (
  ops: OpStream,
  spec: AsmSpec,
  mnemonic: Token,
  args: readonly Token[],
) => SourceError | undefined;

/** An op as the assembler uses it: possibly renamed by a pseudo-op (`txn` with two immediates is txna). */
export interface AsmSpec {
  readonly name: string;
  /** The op whose opcode is written; absent for int/byte/addr/method and stand-ins. */
  readonly op?: OpSpec;
  /** First version with the op (0 for pseudo-ops that exist at every version). */
  readonly version: number;
  readonly args: readonly StackType[];
  readonly returns: readonly StackType[];
  readonly immediates: readonly ImmediateSpec[];
  readonly asm: AsmFunc;
  readonly refine?: RefineFunc;
}

/** Marks the version as not yet settled by `#pragma version` or the first instruction. */
export const NO_VERSION = -1;

export class OpStream {
  version: number;
  readonly errors: SourceError[] = [];
  readonly warnings: SourceError[] = [];

  readonly chunks: Chunk[] = [];
  private openRaw: number[] | undefined;
  /** Bytes written so far (before any optimisation); `#pragma version` must come before any. */
  written = 0;

  intc: bigint[] = [];
  cntIntcBlock = 0;
  hasPseudoInt = false;
  bytec: Uint8Array[] = [];
  cntBytecBlock = 0;
  hasPseudoByte = false;

  /** `#pragma autosalt`: unset (the version decides), true or false; and the directive, for warnings. */
  autoSalt: boolean | undefined = undefined;
  autoSaltToken: Token | undefined = undefined;
  /** An app-only op was assembled (go's HasStatefulOps): such a program is no logic sig. */
  hasStatefulOps = false;

  readonly known = new ProgramKnowledge();
  typeTracking = true;

  readonly labels = new Map<string, number>();
  readonly labelRefs: LabelRef[] = [];
  /** Instruction starts, in order; a later one at the same pc replaces an earlier one. */
  readonly sourceMarks: { mark: number; line: number; column: number }[] = [];
  readonly macros = new Map<string, Token[]>();
  /** Tokens macro expansion produced so far (bounded by directives.ts MAX_MACRO_TOKENS). */
  macroTokens = 0;
  /** Names any macro body mentions (a define of one of them may close a cycle). */
  readonly macroMentions = new Set<string>();
  /** Steps of macro cycle checking so far (bounded as expansion is). */
  macroSteps = 0;
  /** Expansion went past the bound: the rest of the program is not read. */
  macroBudgetSpent = false;
  pseudoOps: ReadonlyMap<string, ReadonlyMap<number, AsmSpec>> | undefined;
  sourceLine = 0;

  constructor(version: number) {
    this.version = version;
  }

  record(e: SourceError): void {
    this.errors.push(e);
  }

  warn(t: Token, message: string): void {
    this.warnings.push(errorAt(t, message));
  }

  /** Type errors are dropped under `#pragma typetrack false`. */
  typeError(t: Token, message: string): void {
    if (this.typeTracking) this.record(errorAt(t, message));
  }

  write(...bytes: number[]): void {
    this.writeAll(bytes);
  }

  writeAll(bytes: ArrayLike<number>): void {
    if (!this.openRaw) {
      this.openRaw = [];
      this.chunks.push({ kind: 'raw', bytes: this.openRaw });
    }
    for (let i = 0; i < bytes.length; i++) this.openRaw.push(bytes[i] ?? 0);
    this.written += bytes.length;
  }

  writeUvarint(n: bigint): void {
    this.writeAll(uvarint(n));
  }

  /** A length-prefixed byte string. */
  writeBytes(b: Uint8Array): void {
    this.writeUvarint(BigInt(b.length));
    this.writeAll(b);
  }

  /** The current position, as a chunk boundary. */
  mark(): number {
    this.openRaw = undefined;
    return this.chunks.length;
  }

  push(chunk: Chunk, size: number): number {
    const at = this.mark();
    this.chunks.push(chunk);
    this.written += size;
    return at;
  }

  createLabel(withColon: Token): void {
    const name = withColon.str.slice(0, -1);
    if (this.labels.has(name)) this.record(errorAt(withColon, `duplicate label ${goQuote(name)}`));
    this.labels.set(name, this.mark());
    this.known.label();
  }

  recordSource(line: number, column: number): void {
    this.sourceMarks.push({ mark: this.mark(), line: line - 1, column });
  }

  /** Specialise the first `any` among the types the op just pushed (e.g. `txn Fee` pushes a uint64). */
  returns(spec: AsmSpec, replacement: StackType): void {
    if (this.known.deadcode) return;
    const stack = this.known.stack;
    for (let i = stack.length - spec.returns.length; i < stack.length; i++) {
      if (i >= 0 && stack[i]?.avm === 'any') {
        stack[i] = replacement;
        return;
      }
    }
  }
}

export function uvarint(n: bigint): number[] {
  const out: number[] = [];
  while (n >= 0x80n) {
    out.push(Number(n & 0x7fn) | 0x80);
    n >>= 7n;
  }
  out.push(Number(n));
  return out;
}
