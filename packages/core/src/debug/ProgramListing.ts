/** A program as the debugger shows it: TEAL lines and where each pc sits in them. */
export interface ProgramListing {
  /** sha512_256 of the program bytes, base64 (the trace's program hash). */
  hash: string;
  lines: string[];
  /** pc of each instruction → its line (0-based). */
  lineOfPc: ReadonlyMap<number, number>;
  /** Where the lines come from: the node's disassembly, or source given with its source map. */
  origin: 'disassembly' | 'source';
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
