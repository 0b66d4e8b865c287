/**
 * The evaluator's shared shapes, in one module because they refer to each other: a program run as
 * ops see it (`Machine`, implemented by RunMachine), what a group's programs share
 * (`GroupContext`), decoded instructions (`Instr`, `OpFn`, `DecodedProgram`). Only types and
 * constants live here, so every module can import them without import cycles.
 */
import type { LinearCost } from '../opCost';
import type { FieldSpec, OpSpec } from '../opcodes';
import type { AvmParams } from './AvmParams';
import type { EvalBlockHeader, EvalLedger, SigLedger } from './EvalLedger';
import type { EvalApplyData, EvalTxn } from './EvalTxn';
import type { Resources } from './resources/Resources';
import type { Slices } from './Slices';
import type { ScratchChange, TraceHook } from './TraceHook';
import type { Uint, Value } from './values';

export interface Frame {
  readonly retpc: number;
  readonly height: number;
  clear: boolean;
  args: number;
  returns: number;
}

/** One program run, as ops, field readers and availability checks use it. */
export interface Machine {
  readonly mode: number;
  readonly version: number;
  readonly bytes: Uint8Array;
  readonly txn: EvalTxn;
  readonly ad: EvalApplyData;
  stack: Value[];
  readonly scratch: Value[];
  pc: number;
  /** Set by branching ops: where to continue (-1: the next instruction). */
  nextpc: number;
  cost: number;
  intc: readonly Uint[];
  bytec: readonly Uint8Array[];
  readonly callstack: Frame[];
  fromCallsub: boolean;
  logSize: number;
  /** Inner transactions being built (itxn_begin .. itxn_submit). */
  subtxns: EvalTxn[];
  /** Trace-only records the current step's ops append to. */
  traceScratch: ScratchChange[] | undefined;
  traceInners: number[] | undefined;
  readonly program: DecodedProgram;
  readonly group: GroupContext;
  readonly groupIndex: number;
  /** 0 for logic sigs. */
  readonly appId: bigint;
  readonly params: AvmParams;
  /** Clear-state programs may use 700 whatever the pool holds (go's IsolateClearState). */
  readonly isClearState: boolean;
  /** go's touchedFamilyShared: this run (or a same-creator inner run) used a family-shared box. */
  touchedFamilyShared: boolean;
  /** go's familyReentrancyChecked: checkFamilyReentrancy passed once for this run. */
  familyReentrancyChecked: boolean;
  /** The ledger of application mode (logic sigs have none: their state ops are mode-gated). */
  ledgerOrThrow(): EvalLedger;
  /** A block header within the transaction's reach (go's availableRound + BlockHdr). */
  blockHeader(round: bigint, t: EvalTxn): EvalBlockHeader;
  remainingBudget(): number;
  /** Runs to the end; returns whether the program approved. Throws AvmEvalError. */
  run(): boolean;
  /** `run` as work that pauses every `group.sliceSteps` steps (Slices.ts). */
  steps(): Slices<boolean>;
}

export interface DecodedProgram {
  readonly bytes: Uint8Array;
  readonly version: number;
  /** Length of the version header: the first instruction's pc. */
  readonly start: number;
  /** Instruction at each pc (sparse; filled lazily for unaligned branch targets). */
  readonly instrs: (Instr | undefined)[];
}

export interface Counter {
  value: number;
}

/**
 * What all programs of one transaction group share (go-algorand's EvalParams): the transactions,
 * their apply data and scratch spaces (for gtxn effects, gload, gaid), the pooled opcode budget,
 * fee credit and inner-transaction allowance, and resource availability. Inner groups get their
 * own context that shares the pools and availability of the top-level one.
 */
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
  /**
   * go's EvalParams.feeResidue: the fraction of a µAlgo (over 1e12) the fee charges so far rounded
   * up and did not use. Inner groups inherit it and hand it back (evaluation is sequential, so one
   * shared counter is go's copy-in / copy-back).
   */
  readonly feeResidue: { value: bigint };
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
  /**
   * Steps a top-level program runs between pauses (simulate and dry-run evaluate in slices, so
   * the server answers other requests meanwhile); undefined: it never pauses (blocks, inner runs).
   */
  readonly sliceSteps: number | undefined;
  /** Makes the machine for an inner app call's program (injected, so ops need not import it). */
  readonly spawn: (program: Uint8Array, group: GroupContext, index: number, appId: bigint) => Machine;
}

export type OpFn = (cx: Machine, ins: Instr) => void;

/** Argument kinds checked before an op runs: 0 any, 1 uint64, 2 bytes. */
export const KIND_ANY = 0;
export const KIND_UINT = 1;
export const KIND_BYTES = 2;

export interface Instr {
  readonly pc: number;
  readonly opcode: number;
  /** undefined: no op has this opcode at the program's version (fails as `illegal opcode`). */
  readonly spec: OpSpec | undefined;
  readonly name: string;
  readonly exec: OpFn;
  /** Where the next instruction starts (when the op does not branch). */
  readonly next: number;
  readonly modes: number;
  readonly argc: number;
  readonly argKinds: readonly number[];
  /** Return types whose byte length must be checked (≤ 4096) after the op ran. */
  readonly checkReturns: boolean;
  /** Static cost, or -1 when `dynCost` (per-byte of an argument) applies. */
  readonly cost: number;
  readonly dynCost: LinearCost | undefined;
  /** An error the op raises when executed because its immediates could not be decoded. */
  readonly decodeError: string | undefined;
  /** The fixed-size immediates ran past the end of the program. */
  readonly short: boolean;
  /** uint8/int8 immediates in order (int8 already signed). */
  readonly imm: readonly number[];
  /** The field named by the op's field immediate, when it names a known one. */
  readonly field: FieldSpec | undefined;
  /** Branch target pc (b, bz, bnz, callsub), or -1. */
  readonly target: number;
  /** Why taking the branch fails (negative offset before v4, outside the program), if it does. */
  readonly targetError: string | undefined;
  /** switch/match targets; `targets.length` is the label count; fallthrough is `next`. */
  readonly targets: readonly number[];
  /** intcblock / pushints values, pushint's value at [0]. */
  readonly ints: readonly Uint[];
  /** bytecblock / pushbytess values, pushbytes' value at [0]. */
  readonly bytes: readonly Uint8Array[];
}
