import type { ApplyDataDraft } from './ApplyDataDraft';

/**
 * A group that failed while being evaluated against state: which transaction, and algod's message
 * without the `TransactionPool.Remember: ` prefix (broadcast adds it; simulate reports it bare as
 * `failure-message`, with `failed-at`).
 */
export class EvalError extends Error {
  readonly index: number;
  /**
   * Apply data of the transactions before `index`, then what the failing one had recorded when it
   * failed (its logs, state changes and inner transactions so far): simulate reports them all.
   */
  readonly applied: readonly ApplyDataDraft[];

  constructor(index: number, message: string, cause?: unknown, applied: readonly ApplyDataDraft[] = []) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'EvalError';
    this.index = index;
    this.applied = applied;
  }
}
