import type { PuyaRun } from './matchPuyaRuns';
import type { PuyaFrame, PuyaStepView } from './puyaRunView';
import type { TraceTimeline } from './replayTrace';

/**
 * Every source-mapped step of a trace, in evaluation order, as one view: a step of an inner app
 * call whose program has a puya map carries its caller's frames (as they were at the itxn_submit
 * that started it, the innermost caller frame at that submit's line) below its own, so moving by
 * source line steps into an inner call from the line that submits it, over runs it through, and
 * out returns to the caller after the submit, as the AVM debugger's call stack nests an inner
 * program under its caller. A run without a map adds no frame: an inner call under it starts
 * from the nearest mapped caller's frames.
 */
export function traceSourceView(
  timeline: TraceTimeline,
  runs: ReadonlyMap<number, PuyaRun>,
): { steps: ReadonlyMap<number, PuyaStepView> } {
  const steps = new Map<number, PuyaStepView>();
  const callers = new Map<number, PuyaFrame[]>();
  /** The frames a run's own frames sit on: its nearest mapped caller's at the spawning submit. */
  const callersOf = (runId: number): PuyaFrame[] => {
    const known = callers.get(runId);
    if (known !== undefined) return known;
    const spawnedBy = timeline.runs[runId]?.spawnedBy;
    const parent = spawnedBy === undefined ? undefined : timeline.steps[spawnedBy]?.run;
    let frames: PuyaFrame[] = [];
    if (spawnedBy !== undefined && parent !== undefined) {
      const at = runs.get(parent)?.view.steps.get(spawnedBy);
      frames = at === undefined ? callersOf(parent) : withCallers(parent, at).frames;
    }
    callers.set(runId, frames);
    return frames;
  };
  const withCallers = (runId: number, view: PuyaStepView): PuyaStepView => {
    const below = callersOf(runId);
    return below.length === 0 ? view : { ...view, frames: [...below, ...view.frames] };
  };
  for (const step of timeline.steps) {
    const view = runs.get(step.run)?.view.steps.get(step.index);
    if (view !== undefined) steps.set(step.index, withCallers(step.run, view));
  }
  return { steps };
}
