/**
 * A rejected transaction group or request, carrying algod's own words (clients match on them).
 * `code` is stable for our callers; `message` is exactly what algod would print; `status` is the
 * HTTP status the algod API answers with (400 for every rejected broadcast).
 */
export type LedgerErrorCode =
  | 'decode'
  | 'well-formed'
  | 'group'
  | 'signature'
  | 'fee'
  | 'pool'
  | 'transaction'
  | 'requires-avm'
  | 'unsupported'
  | 'store'
  | 'fork';

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  readonly status: number;
  readonly data: Record<string, unknown> | undefined;
  /**
   * Which transaction of the group the verifier blames (go-algorand's `TxGroupError.GroupIndex`);
   * -1 when the failure belongs to the whole group (a bad ed25519 signature in the batch, an
   * incomplete group). Simulate reports a blamed failure in its 200 body, a group-wide one as 400.
   */
  groupIndex: number | undefined;

  constructor(
    code: LedgerErrorCode,
    message: string,
    options: { status?: number; data?: Record<string, unknown>; cause?: unknown; groupIndex?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'LedgerError';
    this.code = code;
    this.status = options.status ?? 400;
    this.data = options.data;
    this.groupIndex = options.groupIndex;
  }
}

/** The prefix algod's transaction pool puts on everything it refuses while evaluating. */
export const POOL_PREFIX = 'TransactionPool.Remember: ';

/**
 * An evaluation failure of one transaction, before the pool and txid prefixes are added. Rules throw
 * this; the evaluator turns it into `TransactionPool.Remember: transaction <TXID>: <message>`.
 */
export class TxnRuleError extends Error {
  /** algod's error `data` (logic eval errors carry pc, group-index, app-index, eval-states). */
  readonly data: Record<string, unknown> | undefined;

  constructor(message: string, data?: Record<string, unknown>, options?: ErrorOptions) {
    super(message, options);
    this.name = 'TxnRuleError';
    this.data = data;
  }
}
