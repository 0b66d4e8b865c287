import { LedgerError } from '../LedgerError';

/** Runs one transaction's check, blaming transaction `index` for what it throws unless already blamed. */
export function blame(index: number, check: () => void): void {
  try {
    check();
  } catch (err) {
    if (err instanceof LedgerError && err.groupIndex === undefined) err.groupIndex = index;
    throw err;
  }
}
