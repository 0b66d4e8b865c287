/**
 * go-algorand's pcDetails: the disassembly of the failing instruction and up to two before it,
 * lines joined by "; " (label lines included), for `Details: ... opcodes=...`.
 */
import { disassembleOp, DisassemblyProblem, readUvarint, type DisState } from '../dis/disassembleOp';
import { MAX_AVM_VERSION, opTable } from '../opcodes';

interface Disassembly {
  readonly text: string;
  readonly offsets: readonly (readonly [pc: number, offset: number])[];
}

function instrumented(
  program: Uint8Array,
  labels: Map<number, string>,
  relabeled: boolean,
): Disassembly | undefined {
  const [version, vlen] = readUvarint(program, 0);
  if (vlen <= 0 || version > BigInt(MAX_AVM_VERSION)) return undefined;
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
  const offsets: [number, number][] = [];
  const labelHere = () => {
    const label = dis.labels.get(dis.pc);
    if (label !== undefined) out += `${label}:\n`;
  };
  while (dis.pc < program.length) {
    labelHere();
    const opcode = program[dis.pc] ?? 0;
    const prefixed = table.isPrefix(opcode);
    const spec = prefixed ? table.byOpcode(opcode, program[dis.pc + 1] ?? -1) : table.byOpcode(opcode);
    offsets.push([dis.pc, out.length]);
    if (!spec) {
      out += `invalid opcode ${opcode.toString(16).padStart(2, '0')} at pc=${dis.pc}\n`;
      return { text: out, offsets };
    }
    try {
      out += `${disassembleOp(dis, spec, prefixed ? 2 : 1)}\n`;
    } catch (e) {
      if (e instanceof DisassemblyProblem) return undefined;
      throw e;
    }
    dis.pc = dis.nextpc;
  }
  labelHere();
  if (dis.rerun && !relabeled) return instrumented(program, dis.labels, true);
  return { text: out, offsets };
}

export function pcDetails(program: Uint8Array, pc: number): string {
  const d = instrumented(program, new Map(), false);
  if (!d) return '';
  const i = d.offsets.findIndex(([p]) => p === pc);
  if (i < 0) return '';
  const start = d.offsets[Math.max(0, i - 2)]?.[1] ?? 0;
  const end = d.offsets[i + 1]?.[1] ?? d.text.length;
  let dis = d.text.slice(start, end);
  if (dis.endsWith('\n')) dis = dis.slice(0, -1);
  return dis.replaceAll('\n', '; ');
}

/** The disassembly as lines, and the line each instruction's pc is on (dry-run traces name lines). */
export function disassemblyLines(
  program: Uint8Array,
): { readonly lines: string[]; readonly lineOfPc: Map<number, number> } | undefined {
  const d = instrumented(program, new Map(), false);
  if (!d) return undefined;
  const lineOfPc = new Map<number, number>();
  let line = 0;
  let at = 0;
  for (const [pc, offset] of d.offsets) {
    for (; at < offset; at++) if (d.text.charCodeAt(at) === 10) line++;
    lineOfPc.set(pc, line);
  }
  return { lines: d.text.split('\n'), lineOfPc };
}
