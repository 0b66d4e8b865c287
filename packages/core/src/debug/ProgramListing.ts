import type { TemplateField } from '../contracts/templateFields';

/** A program as the debugger shows it: TEAL lines and where each pc sits in them. */
export interface ProgramListing {
  /** sha512_256 of the program bytes, base64 (the trace's program hash). */
  hash: string;
  lines: string[];
  /** pc of each instruction → its line (0-based). */
  lineOfPc: ReadonlyMap<number, number>;
  /**
   * Where the lines come from: the node's disassembly, TEAL source given with it (a logic sig's
   * own), a contract spec's TEAL placed by its source info, or the sources imported with a trace
   * (sources.avm.json and the maps it names).
   */
  origin: 'disassembly' | 'source' | 'spec' | 'import' | 'dryrun';
  /** The imported source file the lines come from (origin 'import'). */
  file?: string;
  /** ARC-56 error messages by program pc (from the spec's source info). */
  errorOfPc?: ReadonlyMap<number, string>;
  /** Scratch slot → name (ARC-56 `scratchVariables`). */
  scratchNames?: ReadonlyMap<number, string>;
  /**
   * Why a spec's TEAL is not shown though the spec has it: its template variables have no known
   * values (`missing`, without TMPL_), or with the values known it does not compile to the traced
   * program (`mismatch`). `templates` are the spec's template fields, for asking the values.
   */
  specTeal?: { problem: 'templates' | 'mismatch'; missing: string[]; templates: TemplateField[] };
  /** The contract the spec names, when the listing came with one. */
  contract?: string;
}

/** The instruction on a line, without its comment ("pushint 13 // x" → "pushint 13"). */
export function instructionText(line: string | undefined): string {
  if (line === undefined) return '';
  const comment = line.indexOf('//');
  // A "//" inside a quoted byte string is not a comment; the disassembler writes hex there.
  return (comment >= 0 ? line.slice(0, comment) : line).trim();
}

/** The opcode's name: the instruction's first word. */
export function opcodeName(line: string | undefined): string {
  return instructionText(line).split(/\s+/)[0] ?? '';
}
