/**
 * The TEAL disassembler: bytecode to text as go-algorand's Disassemble (algod's
 * /v2/teal/disassemble) writes it. The text reassembles to the same bytes.
 */
import { disassembleOp, DisassemblyProblem, readUvarint, type DisState } from './dis/disassembleOp';
import { MAX_AVM_VERSION, opTable } from './opcodes';

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

function hex2(b: number): string {
  return b.toString(16).padStart(2, '0');
}

function run(program: Uint8Array, labels: Map<number, string>, relabeled: boolean): string {
  const [version, vlen] = readUvarint(program, 0);
  // go-algorand answers these with a comment, not an error.
  if (vlen <= 0) return '// invalid version\n';
  if (version > BigInt(MAX_AVM_VERSION)) return `// unsupported version ${version}\n`;
  const table = opTable(Number(version));
  const dis: DisState = {
    program,
    pc: vlen,
    nextpc: vlen,
    labelCount: 0,
    labels,
    rerun: false,
    intc: [],
    bytec: [],
  };
  let out = `#pragma version ${version}\n`;
  const labelHere = () => {
    const label = dis.labels.get(dis.pc);
    if (label !== undefined) out += `${label}:\n`;
  };
  while (dis.pc < program.length) {
    labelHere();
    const opcode = program[dis.pc] ?? 0;
    const prefixed = table.isPrefix(opcode);
    const sub = prefixed ? program[dis.pc + 1] : undefined;
    const spec = prefixed
      ? sub === undefined
        ? undefined
        : table.byOpcode(opcode, sub)
      : table.byOpcode(opcode);
    if (!spec) {
      const code = prefixed && sub !== undefined ? `${hex2(opcode)}${hex2(sub)}` : hex2(opcode);
      const msg = `invalid opcode ${code} at pc=${dis.pc}`;
      throw new DisassembleError(msg, `${out}${msg}\n`);
    }
    try {
      out += `${disassembleOp(dis, spec, prefixed ? 2 : 1)}\n`;
    } catch (e) {
      if (e instanceof DisassemblyProblem) throw new DisassembleError(e.message, out);
      throw e;
    }
    dis.pc = dis.nextpc;
  }
  labelHere();
  if (dis.rerun) {
    // A back branch named a label after its target was written: write it all again, labels known.
    if (relabeled) throw new DisassembleError('rerun even though we had labels', out);
    return run(program, dis.labels, true);
  }
  return out;
}

/** Throws DisassembleError for bytes go-algorand cannot disassemble. */
export function disassemble(program: Uint8Array): string {
  return run(program, new Map(), false);
}
