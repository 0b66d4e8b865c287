import { InnerTxnFailure } from '../../avm/eval/EvalLedger';
import type { EvalApplyData, ExecutedTxn } from '../../avm/eval/EvalTxn';

/** The inner group each failure came from, with the apply data its transactions had recorded. */
const failedGroups = new WeakMap<InnerTxnFailure, readonly ExecutedTxn[]>();

/** Remembers the inner group a failure came from (the executor calls this as the failure passes). */
export function recordFailedGroup(failure: InnerTxnFailure, group: readonly ExecutedTxn[]): void {
  if (!failedGroups.has(failure)) failedGroups.set(failure, group);
}

/**
 * Puts the failed inner groups back under the programs that submitted them, down the error's
 * cause chain: the failing program's apply data then lists every inner it ran or was running, the
 * failing one with the logs and inners it had when it failed. go-algorand's simulator reports
 * that (ledger/simulation/tracer.go: populateInnerTransactions appends each inner group before it
 * runs; saveEvalDelta keeps the delta as it stood before the failing opcode). Changes `ad` in
 * place: it belongs to an evaluation that failed.
 */
export function restoreFailedInners(ad: EvalApplyData, err: unknown): void {
  let target = ad;
  const seen = new Set<unknown>();
  for (let e: unknown = err; e instanceof Error && !seen.has(e); e = e.cause) {
    seen.add(e);
    if (!(e instanceof InnerTxnFailure)) continue;
    const group = failedGroups.get(e);
    const failing = group?.[e.failedIndex];
    if (group === undefined || failing === undefined) return;
    target.innerTxns.push(...group);
    target = failing.ad;
  }
}
