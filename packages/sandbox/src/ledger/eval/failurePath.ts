import { InnerTxnFailure } from '../../avm/eval/EvalLedger';
import type { EvalError } from './EvalError';

/**
 * Simulate's `failed-at`: the failing top-level transaction, then down through every inner
 * transaction that failed inside it, each index counted among all inners its caller ran
 * (go-algorand ledger/simulation/tracer.go: `handleError` records `absolutePath()` at the
 * innermost `AfterTxn` that saw the error). Read off the error's cause chain.
 */
export function failurePath(err: EvalError): number[] {
  const path = [err.index];
  const seen = new Set<unknown>();
  for (let e: unknown = err.cause; e instanceof Error && !seen.has(e); e = e.cause) {
    seen.add(e);
    if (e instanceof InnerTxnFailure) path.push(e.innerOffset + e.failedIndex);
  }
  return path;
}
