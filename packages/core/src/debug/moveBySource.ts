import type { PuyaStepView } from './puyaRunView';

export type SourceMove = 'into' | 'over' | 'out' | 'back';

/**
 * The step a source-level move lands on within a puya-mapped run, or across a trace's mapped runs
 * (`traceSourceView`, where an inner app call's frames sit above its caller's): a debugger's step
 * into, over, out and back by source line: into stops at the next step on another source line or in another
 * subroutine; over does the same but runs callees through (it stops only at this depth or
 * shallower); out stops at the first step with a source line back in the caller; back returns to
 * the first step of the previous line. Steps without a source line are passed over. It stays put
 * when nothing lies that way.
 */
export function moveBySource(
  view: { steps: ReadonlyMap<number, PuyaStepView> },
  from: number,
  move: SourceMove,
): number {
  const order = [...view.steps.keys()];
  const at = order.indexOf(from);
  const here = view.steps.get(from);
  if (at < 0 || here === undefined) return from;
  const depth = here.frames.length;
  const key = lineKey(here);
  const stepAt = (i: number) => view.steps.get(order[i] as number) as PuyaStepView;
  const forward = (stop: (s: PuyaStepView) => boolean) => {
    for (let i = at + 1; i < order.length; i++) {
      const s = stepAt(i);
      if (s.location !== undefined && stop(s)) return order[i] as number;
    }
    return from;
  };
  switch (move) {
    case 'into':
      return forward((s) => lineKey(s) !== key || s.frames.length !== depth);
    case 'over':
      return forward((s) => s.frames.length < depth || (s.frames.length === depth && lineKey(s) !== key));
    case 'out':
      return forward((s) => s.frames.length < depth);
    case 'back': {
      let i = at - 1;
      // The previous line: the nearest earlier step with a location on another line or depth.
      while (i >= 0 && (stepAt(i).location === undefined || sameLine(stepAt(i), key, depth))) i--;
      if (i < 0) return from;
      const target = stepAt(i);
      const tKey = lineKey(target);
      const tDepth = target.frames.length;
      // Then to the first step of that line's run of steps.
      let first = i;
      for (let j = i - 1; j >= 0; j--) {
        const s = stepAt(j);
        if (s.location === undefined) continue;
        if (!sameLine(s, tKey, tDepth)) break;
        first = j;
      }
      return order[first] as number;
    }
  }
}

function lineKey(s: PuyaStepView): string {
  return s.location === undefined ? '' : `${s.location.source}:${s.location.line}`;
}

function sameLine(s: PuyaStepView, key: string, depth: number): boolean {
  return lineKey(s) === key && s.frames.length === depth;
}
