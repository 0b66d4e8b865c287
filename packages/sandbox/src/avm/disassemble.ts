/**
 * The TEAL disassembler: bytecode to text as go-algorand's Disassemble (algod's
 * /v2/teal/disassemble) writes it. The text reassembles to the same bytes.
 */
import { walkProgram } from './dis/walkProgram';

/** Bytes that are not a program. `message` is the text algod returns; `partial` what was disassembled before. */
export class DisassembleError extends Error {
  readonly code = 'disassemble_failed' as const;
  readonly partial: string;

  constructor(message: string, partial: string) {
    super(message);
    this.name = 'DisassembleError';
    this.partial = partial;
  }
}

/** Throws DisassembleError for bytes go-algorand cannot disassemble. */
export function disassemble(program: Uint8Array): string {
  const walk = walkProgram(program);
  // go-algorand answers these with a comment, not an error.
  if (walk.kind === 'bad-version')
    return walk.vlen <= 0 ? '// invalid version\n' : `// unsupported version ${walk.version}\n`;
  if (walk.kind === 'invalid-opcode') throw new DisassembleError(walk.detail, `${walk.text}${walk.detail}\n`);
  if (walk.kind === 'problem') throw new DisassembleError(walk.detail, walk.text);
  return walk.text;
}
