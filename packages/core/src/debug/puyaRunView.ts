import type { AvmStackValue } from './AvmStackValue';
import type { PuyaLocation, PuyaMap, PuyaPcEvent } from './PuyaMap';
import type { TraceRun, TraceTimeline } from './replayTrace';

/** A subroutine on the call stack at a step, with the source position it is at. */
export interface PuyaFrame {
  /** The subroutine's name as puya gives it (`examples.amm.contract.do_asset_transfer`). */
  name: string;
  location?: PuyaLocation;
  /** The step it is at: the current step for the innermost frame, its callsub for a caller. */
  at: number;
  /** The program run it belongs to (an inner app call's frames sit above its caller's). */
  run: number;
}

/** A named value on the current frame's stack: a parameter or a local the source names. */
export interface PuyaVariable {
  /** Without puya's version suffix (`pool_balance#0` → `pool_balance`). */
  name: string;
  value: AvmStackValue;
  param: boolean;
}

export interface PuyaStepView {
  location?: PuyaLocation;
  /** Outermost first; the last is the running subroutine. */
  frames: PuyaFrame[];
  variables: PuyaVariable[];
  /** The TEAL op puya wrote at this pc. */
  op?: string;
}

/** One program run seen through its puya map: each of its steps at source level. */
export interface PuyaRunView {
  run: number;
  /** What the map's pcs are offset by in this program (0 unless `op_pc_offset` is set). */
  pcOffset: number;
  /** Step index → its view (only this run's steps). */
  steps: ReadonlyMap<number, PuyaStepView>;
}

interface Frame {
  name: string;
  /** Where its parameters start on the AVM stack (its names are laid from there up). */
  base: number;
  params: string[];
  stack: string[];
  defined: Set<string>;
  /** The callsub event that entered it (its stack_out names the caller's stack after return). */
  callEvent?: PuyaPcEvent;
  callStep?: number;
}

/**
 * Replays a run's steps over its puya map, as the AlgoKit AVM debugger does
 * (algokit-avm-debugger `src/common/programReplay.ts` `ProgramReplay.processOpEnter` /
 * `processOpExit` / `MutableCallStack`): a `callsub` event pushes a frame whose base is the stack
 * height after the call, a subroutine's `params` event sets its base below its arguments, a
 * `retsub` pops the frame and gives the caller the names the callsub's `stack_out` lists, and
 * `stack_in` / `stack_out` name the values from the frame's base up. A variable is shown once it
 * is defined (`defined_out`, or a parameter); puya's temporaries (`tmp%0#1`), constants and copies
 * are hidden. The map's pcs are offset by the pc of the op at index `op_pc_offset` (the first after
 * the constant blocks, which run first). Undefined when a step's pc has no event in the map: the
 * map is not this program's.
 */
export function puyaRunView(
  timeline: TraceTimeline,
  run: TraceRun,
  map: PuyaMap,
  programName: string,
): PuyaRunView | undefined {
  const steps = timeline.steps.slice(run.firstStep, run.lastStep + 1).filter((s) => s.run === run.id);
  if (steps.length === 0) return undefined;
  const pcOffset = map.opPcOffset === 0 ? 0 : steps[map.opPcOffset]?.pc;
  if (pcOffset === undefined) return undefined;
  if (steps.some((s) => s.pc >= pcOffset && !map.events.has(s.pc - pcOffset))) return undefined;
  const frames: Frame[] = [{ name: programName, base: 0, params: [], stack: [], defined: new Set() }];
  const views = new Map<number, PuyaStepView>();
  const at = (pc: number) => (pc < pcOffset ? undefined : map.locations.get(pc - pcOffset));
  for (const step of steps) {
    const event = step.pc < pcOffset ? undefined : map.events.get(step.pc - pcOffset);
    let top = frames[frames.length - 1] as Frame;
    if (event?.subroutine !== undefined) top.name = event.subroutine;
    if (event?.params !== undefined) {
      top.params = Object.keys(event.params);
      top.base = Math.max(0, step.stackBefore.length - top.params.length);
      for (const p of top.params) top.defined.add(p);
    }
    if (event?.stack_in !== undefined) top.stack = event.stack_in;
    const location = at(step.pc);
    views.set(step.index, {
      ...(location && { location }),
      frames: frames.map((f, i) => {
        const callStep = frames[i + 1]?.callStep;
        const atStep = callStep ?? step.index;
        const loc = callStep === undefined ? location : at(timeline.steps[callStep]?.pc ?? -1);
        return { name: f.name, at: atStep, run: run.id, ...(loc && { location: loc }) };
      }),
      variables: variablesOf(top, step.stackBefore),
      ...(event?.op !== undefined && { op: event.op }),
    });
    if (event?.callsub !== undefined) {
      frames.push({
        name: event.callsub,
        base: step.stackAfter.length,
        params: [],
        stack: [],
        defined: new Set(),
        callEvent: event,
        callStep: step.index,
      });
    } else if (event?.retsub === true && frames.length > 1) {
      const done = frames.pop() as Frame;
      top = frames[frames.length - 1] as Frame;
      if (done.callEvent !== undefined) applyOut(top, done.callEvent);
    } else if (event !== undefined) {
      applyOut(top, event);
    }
  }
  return { run: run.id, pcOffset, steps: views };
}

function applyOut(frame: Frame, event: PuyaPcEvent): void {
  if (event.stack_out !== undefined) frame.stack = event.stack_out;
  for (const d of event.defined_out ?? []) frame.defined.add(d);
}

/** A source name with puya's version suffix: `amount#0`, `self.total#2`; not `tmp%0#1` or `"x"`. */
const SOURCE_NAME = /^[A-Za-z_][\w.]*#\d+$/;

function variablesOf(frame: Frame, stack: readonly AvmStackValue[]): PuyaVariable[] {
  const names = [
    ...frame.params.map((n) => ({ n, param: true })),
    ...frame.stack.map((n) => ({ n, param: false })),
  ];
  const out = new Map<string, PuyaVariable>();
  names.forEach(({ n, param }, i) => {
    const value = stack[frame.base + i];
    if (value === undefined || !SOURCE_NAME.test(n) || !frame.defined.has(n)) return;
    const name = n.slice(0, n.lastIndexOf('#'));
    // The same name higher on the stack is the same variable's later value.
    out.delete(name);
    out.set(name, { name, value, param });
  });
  return [...out.values()];
}
