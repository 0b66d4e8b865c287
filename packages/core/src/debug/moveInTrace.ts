import type { TraceTimeline } from './replayTrace';

/**
 * How a debugger moves: into (the next opcode, entering inner programs), over (the next opcode
 * of this program or its caller, running inner programs through), out (back to the caller, or to
 * the end), back (the previous opcode), continue / reverse (to the next / previous breakpoint).
 */
export type TraceMove = 'into' | 'over' | 'out' | 'back' | 'continue' | 'reverse' | 'start' | 'end';

export interface MoveOptions {
  /** Whether a step sits on a breakpoint (`continue` and `reverse` stop there). */
  isBreakpoint?: (stepIndex: number) => boolean;
}

/** The step a move lands on from `from`; it stays put at either end. */
export function moveInTrace(
  timeline: TraceTimeline,
  from: number,
  move: TraceMove,
  options: MoveOptions = {},
): number {
  const steps = timeline.steps;
  const last = steps.length - 1;
  if (last < 0) return 0;
  const at = Math.min(Math.max(from, 0), last);
  const depth = steps[at]?.depth ?? 0;
  const stop = options.isBreakpoint ?? (() => false);
  switch (move) {
    case 'start':
      return 0;
    case 'end':
      return last;
    case 'into':
      return Math.min(at + 1, last);
    case 'back':
      return Math.max(at - 1, 0);
    case 'over': {
      let j = at + 1;
      while (j < last && (steps[j]?.depth ?? 0) > depth) j++;
      return Math.min(j, last);
    }
    case 'out': {
      let j = at + 1;
      while (j <= last && (steps[j]?.depth ?? 0) >= depth) j++;
      return Math.min(j, last);
    }
    case 'continue': {
      for (let j = at + 1; j <= last; j++) if (stop(j)) return j;
      return timeline.failureStep ?? last;
    }
    case 'reverse': {
      for (let j = at - 1; j >= 0; j--) if (stop(j)) return j;
      return 0;
    }
  }
}
