/**
 * What all programs of one transaction group share (go-algorand's EvalParams): the transactions,
 * their apply data and scratch spaces (for gtxn effects, gload, gaid), the pooled opcode budget,
 * fee credit and inner-transaction allowance, and resource availability. Inner groups get their
 * own context that shares the pools and availability of the top-level one.
 */
import type { AvmParams } from './AvmParams';
import type { EvalLedger, SigLedger } from './EvalLedger';
import type { EvalApplyData, EvalTxn } from './EvalTxn';
import type { Machine } from './Machine';
import type { Resources } from './resources/Resources';
import type { TraceHook } from './TraceHook';
import type { Value } from './values';

export interface Counter {
  value: number;
}

export interface GroupContext {
  readonly params: AvmParams;
  readonly txns: readonly EvalTxn[];
  /** Transaction ids (for `txn TxID`), by group index. */
  readonly txids: readonly Uint8Array[];
  readonly applyData: readonly EvalApplyData[];
  /** Logic sig arguments of each transaction (signature mode). */
  readonly lsigArgs: readonly (readonly Uint8Array[])[];
  readonly sigLedger: SigLedger;
  /** Present in application mode. */
  readonly ledger: EvalLedger | undefined;
  /** The remaining pooled budget (logic sig: 20000 × group size; apps: 700 × app calls). */
  readonly budget: Counter;
  /** Fee paid above the minimum, usable by inner transactions (µAlgo). */
  readonly feeCredit: { value: bigint };
  /** How many more inner transactions the whole group may issue. */
  readonly allowedInners: Counter;
  /** Resource availability (application mode). */
  readonly available: Resources | undefined;
  /** Scratch spaces of programs that ran, by group index (gload). */
  readonly pastScratch: (Value[] | undefined)[];
  /** The lowest program version the group allows (rekeys and app calls need v2+). */
  readonly minAvmVersion: number;
  /** The app call that issued this (inner) group. */
  readonly caller: Machine | undefined;
  readonly trace: TraceHook | undefined;
}
