/**
 * A group that failed while being evaluated against state: which transaction, and algod's message
 * without the `TransactionPool.Remember: ` prefix (broadcast adds it; simulate reports it bare as
 * `failure-message`, with `failed-at`).
 */
export class EvalError extends Error {
  readonly index: number;

  constructor(index: number, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'EvalError';
    this.index = index;
  }
}
