import type { Slices } from '../../avm/eval/Slices';
import { LedgerError } from '../LedgerError';

/** Runs one transaction's check, blaming transaction `index` for what it throws unless already blamed. */
export function blame(index: number, check: () => void): void {
  try {
    check();
  } catch (err) {
    throw blamed(index, err);
  }
}

/** `blame` for a check that pauses between slices (Slices.ts); returns the check's result. */
export function* blameSteps<T>(index: number, check: Slices<T>): Slices<T> {
  try {
    return yield* check;
  } catch (err) {
    throw blamed(index, err);
  }
}

function blamed(index: number, err: unknown): unknown {
  if (err instanceof LedgerError && err.groupIndex === undefined) err.groupIndex = index;
  return err;
}
