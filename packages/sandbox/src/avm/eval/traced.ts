/**
 * Runs a program between the trace hook's programStart and programEnd, so a listener can tell
 * which program (top-level, logic sig, or inner app call) each step belongs to.
 */
import type { Slices } from './Slices';
import type { TraceHook } from './TraceHook';

type StartInfo = Parameters<NonNullable<TraceHook['programStart']>>[0];

/** What `traced` needs of a Machine (named structurally to keep this module out of its imports). */
interface Runnable {
  steps(): Slices<boolean>;
  readonly cost: number;
}

export function* traced(trace: TraceHook | undefined, m: Runnable, info: StartInfo): Slices<boolean> {
  if (trace === undefined) return yield* m.steps();
  trace.programStart?.(info);
  try {
    const pass = yield* m.steps();
    trace.programEnd?.({ pass, cost: m.cost });
    return pass;
  } catch (e) {
    trace.programEnd?.({ pass: false, cost: m.cost, error: e instanceof Error ? e.message : String(e) });
    throw e;
  }
}
