/**
 * The TEAL assembler: text to AVM bytecode exactly as go-algorand's assembler (algod's
 * /v2/teal/compile) produces it, for AVM versions 1–13.
 */
import { layout, type SourceLocation } from './asm/layout';
import { NO_VERSION } from './asm/OpStream';
import { optimizeConstants } from './asm/optimizeConstants';
import { readProgram } from './asm/readProgram';
import { AssembleError, type AssembleDiagnostic } from './AssembleError';
import { MAX_AVM_VERSION } from './opcodes';
import { makeSourceMap, type SourceMap } from './sourceMap';
import { ASSEMBLER_DEFAULT_VERSION, OPTIMIZE_CONSTANTS_VERSION } from './versions';

// The error and the source map belong to assemble's API; they live in their own modules.
export { AssembleError, type AssembleDiagnostic } from './AssembleError';
export type { SourceMap } from './sourceMap';

export interface AssembleOptions {
  /** The version to assemble for when the text has no `#pragma version` (go-algorand: 1). */
  readonly defaultVersion?: number;
}

export interface AssembleResult {
  readonly program: Uint8Array;
  /**
   * The AVM version assembled for; -1 when the text has no instruction and no `#pragma version`
   * (go-algorand then writes its "no version" marker, uvarint 2^64-1, as the header).
   */
  readonly version: number;
  /** algod's `sourcemap` ({version: 3, sources: ["<body>"], names: [], mappings}). */
  readonly sourceMap: SourceMap;
  /** Instruction start pc → 0-based source line (go-algorand's OffsetToSource lines). */
  readonly pcToLine: Map<number, number>;
  /** Instruction start pc → 0-based line and byte column. */
  readonly pcToSource: Map<number, SourceLocation>;
  /** Problems that did not stop assembly (e.g. `int` with a manual intcblock becoming pushint). */
  readonly warnings: readonly AssembleDiagnostic[];
}

/** Assembles `source`; throws AssembleError listing every problem found. */
export function assemble(source: string, options?: AssembleOptions): AssembleResult {
  const defaultVersion = options?.defaultVersion ?? ASSEMBLER_DEFAULT_VERSION;
  if (!Number.isInteger(defaultVersion) || defaultVersion < 0 || defaultVersion > MAX_AVM_VERSION) {
    throw new AssembleError(
      [{ line: 0, column: 0, message: `Can not assemble version ${defaultVersion}` }],
      [],
    );
  }
  const ops = readProgram(source, NO_VERSION, defaultVersion);
  if (ops.version === NO_VERSION || ops.version >= OPTIMIZE_CONSTANTS_VERSION) optimizeConstants(ops);
  const { program, pcToSource } = layout(ops);
  if (ops.errors.length > 0) throw new AssembleError(ops.errors, ops.warnings);
  const pcToLine = new Map<number, number>();
  for (const [pc, loc] of pcToSource) pcToLine.set(pc, loc.line);
  return {
    program,
    version: ops.version,
    sourceMap: makeSourceMap(pcToSource),
    pcToLine,
    pcToSource,
    warnings: ops.warnings,
  };
}
