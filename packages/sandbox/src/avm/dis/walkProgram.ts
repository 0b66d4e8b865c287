import { MAX_AVM_VERSION, MODE_APP, opTable } from '../opcodes';
import { defaultAutoSaltApplies } from '../programHashOnCurve';
import { disassembleOp, DisassemblyProblem, readUvarint, type DisState } from './disassembleOp';

/** How a walk over a program's bytes ended; `text` and `offsets` hold what was written so far. */
export type ProgramWalk =
  | { kind: 'bad-version'; vlen: number; version: bigint }
  | {
      kind: 'done' | 'invalid-opcode' | 'problem';
      text: string;
      offsets: [pc: number, offset: number][];
      detail: string;
    };

function hex2(b: number): string {
  return b.toString(16).padStart(2, '0');
}

/**
 * One pass of go-algorand's disassembly loop: `#pragma version`, then each instruction (with its
 * label line, when one points there) and the offset in the text where each pc starts. A back
 * branch that names a label after its target was written is met with a second pass that knows
 * the labels (`rerun` once); callers decide what a second rerun or an error means.
 */
export function walkProgram(program: Uint8Array): ProgramWalk {
  const first = walkOnce(program, new Map());
  if (first.kind !== 'done' || !first.rerun) return first.walk;
  const second = walkOnce(program, first.labels);
  if (second.kind === 'done' && second.rerun)
    return { ...second.walk, kind: 'problem', detail: 'rerun even though we had labels' } as ProgramWalk;
  return second.walk;
}

type Pass =
  | { kind: 'done'; walk: ProgramWalk; rerun: boolean; labels: Map<number, string> }
  | { kind: 'stopped'; walk: ProgramWalk };

function walkOnce(program: Uint8Array, labels: Map<number, string>): Pass {
  const [version, vlen] = readUvarint(program, 0);
  if (vlen <= 0 || version > BigInt(MAX_AVM_VERSION))
    return { kind: 'stopped', walk: { kind: 'bad-version', vlen, version } };
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
  let text = `#pragma version ${version}\n`;
  const offsets: [number, number][] = [];
  let hasStatefulOps = false;
  // go: data/transactions/logic/assembler.go finalizeDisassemblyWithPragmas.
  const withPragmas = () => {
    if (!defaultAutoSaltApplies(Number(version), hasStatefulOps, program)) return text;
    const head = `#pragma version ${version}\n`;
    const extra = '#pragma autosalt false\n';
    for (const o of offsets) if (o[1] >= head.length) o[1] += extra.length;
    return head + extra + text.slice(head.length);
  };
  const labelHere = () => {
    const label = dis.labels.get(dis.pc);
    if (label !== undefined) text += `${label}:\n`;
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
    offsets.push([dis.pc, text.length]);
    if (spec?.modes === MODE_APP) hasStatefulOps = true;
    if (!spec) {
      const code = prefixed && sub !== undefined ? `${hex2(opcode)}${hex2(sub)}` : hex2(opcode);
      return {
        kind: 'stopped',
        walk: {
          kind: 'invalid-opcode',
          text: withPragmas(),
          offsets,
          detail: `invalid opcode ${code} at pc=${dis.pc}`,
        },
      };
    }
    try {
      text += `${disassembleOp(dis, spec, prefixed ? 2 : 1)}\n`;
    } catch (e) {
      if (e instanceof DisassemblyProblem)
        return { kind: 'stopped', walk: { kind: 'problem', text, offsets, detail: e.message } };
      throw e;
    }
    dis.pc = dis.nextpc;
  }
  labelHere();
  return {
    kind: 'done',
    walk: { kind: 'done', text: withPragmas(), offsets, detail: '' },
    rerun: dis.rerun,
    labels: dis.labels,
  };
}
