/**
 * Evaluation that can pause: a generator that yields between slices of work (every
 * `GroupContext.sliceSteps` opcodes of a top-level program run) and returns its result. The block
 * path drives it to the end at once (`runToEnd`: it never yields there); simulate and dry-run drive
 * it a slice per turn of the event loop (`runInTurns`), so other requests are answered in between.
 */
export type Slices<T> = Generator<void, T, undefined>;

/**
 * Opcodes a simulated or dry-run program runs between two turns of the event loop, where other
 * requests (`/health`, a payment and its commit) are answered: a few milliseconds with a full trace.
 */
export const SLICE_STEPS = 2_000;

/** Runs `work` to its end without pausing (it may still yield: each pause is simply resumed). */
export function runToEnd<T>(work: Slices<T>): T {
  let r = work.next();
  while (r.done !== true) r = work.next();
  return r.value;
}

/** The value itself, as work that never pauses (for a run callback with nothing to slice). */
// eslint-disable-next-line require-yield
export function* done<T>(value: T): Slices<T> {
  return value;
}

/** Runs `work` one slice per call of `turn` (the platform's next turn of the event loop). */
export async function runInTurns<T>(work: Slices<T>, turn: (fn: () => void) => void): Promise<T> {
  for (;;) {
    const r = work.next();
    if (r.done === true) return r.value;
    await new Promise<void>((resolve) => turn(resolve));
  }
}
