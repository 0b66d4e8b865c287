import type { AvmStackValue } from './AvmStackValue';
import type { TraceView } from './debugSimulation';
import type { ProgramListing } from './ProgramListing';
import type { DryrunProgramResult, DryrunResult } from './readDryrunResponse';
import type { ProgramKind, TraceRun, TraceStep, TraceTimeline } from './replayTrace';

/**
 * A dry-run response as the stepper's timeline: each top-level program's per-line trace (the
 * stack and scratch before every instruction, as algod 4 recorded them) becomes one run over its
 * own disassembly. What each step popped and pushed is read from the next line's stack (the
 * common bottom stays, the rest was popped; what is new was pushed), so a `dup` of an equal
 * value reads as one push. Dry-run does not trace inner programs or state changes; the last
 * line of a run carries its error, and the first such line is the failure.
 */
export function dryrunTimeline(
  result: DryrunResult,
  appIds: readonly (bigint | undefined)[] = [],
): TraceView {
  const timeline: TraceTimeline = { runs: [], steps: [], failed: false, problems: [] };
  const listings = new Map<string, ProgramListing>();
  const appOfProgram = new Map<string, bigint>();
  const add = (p: DryrunProgramResult, kind: ProgramKind, position: number) => {
    const hash = `dryrun:${position}:${kind}`;
    const run: TraceRun = {
      id: timeline.runs.length,
      kind,
      path: [position - 1],
      depth: 0,
      programHash: hash,
      firstStep: timeline.steps.length,
      lastStep: timeline.steps.length + p.trace.length - 1,
    };
    const appId = appIds[position - 1];
    if (kind !== 'logicSig' && appId !== undefined) {
      run.appId = appId;
      appOfProgram.set(hash, appId);
    }
    timeline.runs.push(run);
    const lineOfPc = new Map<number, number>();
    // Slots written so far in this run: dry-run lists every slot up to the last non-zero one as
    // uint 0, so a slot is written when a store ran on it (even storing 0 or empty bytes) or it
    // holds something other than uint 0.
    const written = new Set<number>();
    p.trace.forEach((line, i) => {
      lineOfPc.set(line.pc, line.line);
      const after = p.trace[i + 1]?.stack ?? line.stack;
      let keep = 0;
      while (keep < line.stack.length && keep < after.length && same(line.stack[keep], after[keep])) keep++;
      line.scratch.forEach((v, slot) => {
        if (v.type === 'bytes' || v.uint !== 0n) written.add(slot);
      });
      const scratchBefore = new Map<number, AvmStackValue>();
      for (const slot of [...written].sort((a, b) => a - b))
        scratchBefore.set(slot, line.scratch[slot] ?? ZERO);
      const scratchWrites = storeOf(p.disassembly[line.line] ?? '', line.stack);
      for (const w of scratchWrites) written.add(w.slot);
      const step: TraceStep = {
        index: timeline.steps.length,
        run: run.id,
        depth: 0,
        pc: line.pc,
        stackBefore: line.stack,
        popped: i + 1 < p.trace.length ? line.stack.length - keep : 0,
        pushed: i + 1 < p.trace.length ? after.slice(keep) : [],
        stackAfter: after,
        scratchBefore,
        scratchWrites,
        stateChanges: [],
        spawnedInners: [],
      };
      timeline.steps.push(step);
      if (line.error !== undefined && timeline.failureStep === undefined) {
        timeline.failed = true;
        timeline.failureStep = step.index;
        timeline.failureMessage = line.error;
        timeline.failedAt = [position - 1];
      }
    });
    // algod's disassembly ends with an empty line.
    const lines = p.disassembly.at(-1) === '' ? p.disassembly.slice(0, -1) : p.disassembly;
    listings.set(hash, { hash, lines, lineOfPc, origin: 'dryrun' });
  };
  for (const t of result.txns) {
    if (t.logicSig) add(t.logicSig, 'logicSig', t.position);
    if (t.app) add(t.app, 'approval', t.position);
  }
  return { timeline, listings, appOfProgram };
}

const ZERO: AvmStackValue = { type: 'uint', uint: 0n };

/** What a `store N` or `stores` line about to run writes, read from the stack before it. */
function storeOf(text: string, stack: readonly AvmStackValue[]): { slot: number; value: AvmStackValue }[] {
  const op = text.replace(/\/\/.*$/, '').trim();
  const value = stack.at(-1);
  if (value === undefined) return [];
  const store = /^store\s+(\d+)$/.exec(op);
  if (store) return [{ slot: Number(store[1]), value }];
  const target = stack.at(-2);
  if (op === 'stores' && target?.type === 'uint') return [{ slot: Number(target.uint), value }];
  return [];
}

function same(a: AvmStackValue | undefined, b: AvmStackValue | undefined): boolean {
  if (a === undefined || b === undefined || a.type !== b.type) return false;
  if (a.type === 'uint') return a.uint === (b as typeof a).uint;
  const x = (b as typeof a).bytes;
  return a.bytes.length === x.length && a.bytes.every((v, i) => v === x[i]);
}
