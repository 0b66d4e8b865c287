/**
 * go-algorand's pcDetails: the disassembly of the failing instruction and up to two before it,
 * lines joined by "; " (label lines included), for `Details: ... opcodes=...`.
 */
import { walkProgram } from '../dis/walkProgram';

interface Disassembly {
  readonly text: string;
  readonly offsets: readonly (readonly [pc: number, offset: number])[];
}

/** The disassembly with each pc's offset; an invalid opcode ends it with algod's line for it. */
function instrumented(program: Uint8Array): Disassembly | undefined {
  const walk = walkProgram(program);
  if (walk.kind === 'done') return walk;
  if (walk.kind === 'invalid-opcode') return { text: `${walk.text}${walk.detail}\n`, offsets: walk.offsets };
  return undefined;
}

export function pcDetails(program: Uint8Array, pc: number): string {
  const d = instrumented(program);
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
  const d = instrumented(program);
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
