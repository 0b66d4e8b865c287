import type { Slices } from '../avm/eval/Slices';
import type { PreparedTxn } from './decode/PreparedTxn';
import type { ApplyDataDraft } from './eval/ApplyDataDraft';
import type { StateDelta } from './state/StateDelta';

/**
 * Where the AVM plugs into the ledger. Until an implementation is passed to `Ledger.open`, logic
 * sigs and application calls are refused with a 400 whose message says they require the AVM.
 *
 * Errors: throw `LedgerError` (code 'signature', algod's text, e.g. `transaction <TXID>: rejected by
 * logic err=...`) from `evalLogicSig`; throw `TxnRuleError` (algod's text without the
 * `transaction <TXID>: ` prefix, e.g. `logic eval error: ...`) from `applyAppCall` — the
 * evaluator adds the pool and txid prefixes.
 */
export interface AvmHooks {
  /**
   * Runs the logic sig of `group[index]` (escrow or delegated); throws to reject. Work that may
   * pause between slices of its program run (Slices.ts).
   */
  evalLogicSig(ctx: LogicSigContext): Slices<void>;
  /**
   * Applies `group[index]`, an application call (create, NoOp, OptIn, CloseOut, ClearState, Update,
   * Delete), to `ctx.state`: app params, local/global state, boxes, inner transactions. Fills
   * `ctx.applyData` (applicationID on create, evalDelta with deltas, logs and inner txns). Fees are
   * already taken. Minimum balances are checked by the ledger afterwards on every touched account.
   * Work that may pause between slices of its program run (Slices.ts).
   */
  applyAppCall(ctx: AppCallContext): Slices<void>;
}

export interface LogicSigContext {
  readonly group: readonly PreparedTxn[];
  readonly index: number;
}

export interface AppCallContext {
  readonly group: readonly PreparedTxn[];
  readonly index: number;
  /** The group's working state; a created app's id is `state.txnCounter` (already counted for this txn). */
  readonly state: StateDelta;
  /** The round being made. */
  readonly round: bigint;
  /** Timestamp of the latest committed block (what `global LatestTimestamp` returns). */
  readonly latestTimestamp: bigint;
  /** Where inner transactions pay their fees, and the other special account. */
  readonly feeSink: string;
  readonly rewardsPool: string;
  readonly applyData: ApplyDataDraft;
  /** Apply data of the group's earlier transactions (for `gitxn`, `gaid`, `gload`). */
  readonly groupApplyData: readonly ApplyDataDraft[];
}
