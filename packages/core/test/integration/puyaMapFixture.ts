import { encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import type algosdk from 'algosdk';
import type { PuyaPcEvent } from '../../src/debug/PuyaMap';
import { readSourceMap } from '../../src/debug/readSourceMap';

/**
 * One line of a fixture program: a TEAL op (or a label, ending in ':'), the source position puya
 * would give it (0-based line, column) and the debug events it would record at its pc beside the
 * op's text.
 */
export interface FixtureOp {
  teal: string;
  at?: readonly [line: number, column: number];
  event?: Omit<PuyaPcEvent, 'op'>;
}

/**
 * A program of our own with a debug map written as puya writes one (puya `src/puya/ussemble/
 * debug.py` `build_debug_info`): version 3, the sources, `mappings` with one base64-VLQ group per
 * pc (`[0, source, line, column]`, relative to the previous segment, an empty group for a pc with
 * no location), `op_pc_offset` and `pc_events` keyed by pc, every op's event carrying its TEAL
 * text. When constant blocks lead the program (`intcblock` / `bytecblock`, as in a build with
 * template variables), `op_pc_offset` is the index of the first other op and every map pc is
 * counted from that op's pc, so the map holds for any template values. The pcs come from the
 * node's own assembly (compile with a source map), of the program built with `templates`.
 */
export async function puyaMapFixture(
  algod: algosdk.Algodv2,
  ops: readonly FixtureOp[],
  sources: readonly string[],
  templates: Readonly<Record<string, string>>,
): Promise<{ mapText: string; teal: string }> {
  const teal = fixtureTeal(ops, templates);
  const compiled = await algod.compile(teal).sourcemap(true).do();
  const lineOfPc = readSourceMap(compiled.sourcemap);
  if (lineOfPc === undefined) throw new Error('the node gave no source map');
  // TEAL line (the pragma is line 0) → the pc of its op.
  const pcOfLine = new Map<number, number>();
  for (const [pc, line] of lineOfPc) if (!pcOfLine.has(line)) pcOfLine.set(line, pc);
  const placed = ops
    .map((op, i) => ({ op, pc: pcOfLine.get(i + 1) }))
    .filter((p): p is { op: FixtureOp; pc: number } => p.pc !== undefined && !p.op.teal.endsWith(':'));
  const leading = placed.findIndex((p) => !/^(intcblock|bytecblock)\b/.test(p.op.teal));
  const pcOffset = leading > 0 ? (placed[leading]?.pc ?? 0) : 0;
  const kept = placed.filter((p) => p.pc >= pcOffset).map((p) => ({ ...p, pc: p.pc - pcOffset }));
  const groups: SourceMapSegment[][] = [];
  const last = Math.max(...kept.map((p) => p.pc));
  for (let pc = 0; pc <= last; pc++) {
    const at = kept.find((p) => p.pc === pc)?.op.at;
    groups.push(at === undefined ? [] : [[0, 0, at[0], at[1]]]);
  }
  const map = {
    version: 3,
    sources,
    mappings: encode(groups),
    op_pc_offset: leading > 0 ? leading : 0,
    pc_events: Object.fromEntries(kept.map((p) => [String(p.pc), { ...p.op.event, op: p.op.teal }])),
  };
  return { mapText: JSON.stringify(map, null, 2), teal };
}

/** The fixture's TEAL with its template variables given (`TMPL_NAME` → a TEAL literal). */
export function fixtureTeal(ops: readonly FixtureOp[], templates: Readonly<Record<string, string>>): string {
  const text = ['#pragma version 10', ...ops.map((o) => o.teal)].join('\n');
  return text.replace(/\bTMPL_[A-Z0-9_]+\b/g, (name) => {
    const value = templates[name.slice('TMPL_'.length)];
    if (value === undefined) throw new Error(`no value for ${name}`);
    return value;
  });
}
