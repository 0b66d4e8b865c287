/**
 * The evaluator's public entry: one object per transaction group and mode, holding what the
 * group's programs share (pooled budget, fee credit, inner allowance, availability, scratch).
 *
 * - Logic sigs: `new LogicSigGroup({...}).run(i)` — static check, then evaluation; pooled budget
 *   20000 × group size. Returns true (approve), false (reject: the program left 0), or throws
 *   AvmEvalError; `err.describe()` is algod's `rejected by logic err=... Details: pc=N`.
 * - Apps: `new AppGroup({...}).run(i, appId, program)` for each app call in order, after the
 *   ledger applied the earlier transactions (their apply data filled in `applyData`). Returns
 *   approve/reject, throws AvmEvalError (`describe()` gives `logic eval error: ... Details:
 *   app=A, pc=N`) or AvmError for pre-run failures (box read budget, low clear-state budget).
 */
import { DEFAULT_AVM_PARAMS, type AvmParams } from './AvmParams';
import { AvmError, AvmEvalError } from './AvmError';
import { checkProgram } from './checkProgram';
import type { EvalLedger, SigLedger } from './EvalLedger';
import type { EvalApplyData, EvalTxn } from './EvalTxn';
import type { GroupContext } from './Machine';
import { RunMachine, spawnMachine } from './RunMachine';
import { MODE_SIG } from '../opcodes';
import { decodeCached } from './programCache';
import { finishAppRun, prepareAppRun } from './prepareAppRun';
import { evalTxnFee, feeForUsageWithResidue, groupFeeUsage } from './feeUsage';
import { Resources } from './resources/Resources';
import type { UnnamedResources } from './resources/UnnamedResources';
import type { TraceHook } from './TraceHook';
import { runToEnd, type Slices } from './Slices';
import { traced } from './traced';

export interface GroupInput {
  readonly txns: readonly EvalTxn[];
  /** Transaction ids, by group index (`txn TxID`, inner transaction ids). */
  readonly txids: readonly Uint8Array[];
  readonly params?: AvmParams;
  readonly trace?: TraceHook;
  /** Steps a top-level program runs between pauses of `steps` (Slices.ts); default: it never pauses. */
  readonly sliceSteps?: number;
}

export interface LogicSigGroupInput extends GroupInput {
  readonly sigLedger: SigLedger;
  /** Logic sig programs and args by group index (undefined where a txn has no logic sig). */
  readonly lsigs: readonly (
    { readonly program: Uint8Array; readonly args: readonly Uint8Array[] } | undefined
  )[];
}

export interface AppGroupInput extends GroupInput {
  readonly ledger: EvalLedger;
  /** One per transaction; the ledger fills created ids, the evaluator logs, deltas and inners. */
  readonly applyData: readonly EvalApplyData[];
  /** Budget added to the pool on top of 700 per app call (simulate's extra-opcode-budget). */
  readonly extraBudget?: number;
  /** Simulate's allow-unnamed-resources: grants and records what v9+ programs use unnamed. */
  readonly unnamedResources?: UnnamedResources;
  /**
   * The group's fee usage (feeUsage.ts groupFeeUsage, with its logic sig programs); by default
   * computed from `txns`, which know no logic sigs.
   */
  readonly feeUsage?: bigint;
}

function isZero(a: Uint8Array): boolean {
  return a.every((b) => b === 0);
}

/** go's computeMinAvmVersion: rekeys and app calls in a group need v2+ programs. */
function minAvmVersion(txns: readonly EvalTxn[]): number {
  return txns.some((t) => !isZero(t.rekeyTo) || t.type === 'appl') ? 2 : 0;
}

export class LogicSigGroup {
  private readonly group: GroupContext;
  private readonly lsigs: LogicSigGroupInput['lsigs'];

  constructor(input: LogicSigGroupInput) {
    const params = input.params ?? DEFAULT_AVM_PARAMS;
    this.lsigs = input.lsigs;
    this.group = {
      params,
      txns: input.txns,
      txids: input.txids,
      applyData: input.txns.map(() => ({
        logs: [],
        configAsset: 0n,
        applicationId: 0n,
        innerTxns: [],
        globalDelta: new Map(),
        localDeltas: new Map(),
        sharedAccts: [],
      })),
      lsigArgs: input.lsigs.map((l) => l?.args ?? []),
      sigLedger: input.sigLedger,
      ledger: undefined,
      budget: { value: input.txns.length * params.logicSigMaxCost },
      feeCredit: { value: 0n },
      feeResidue: { value: 0n },
      allowedInners: { value: 0 },
      available: undefined,
      pastScratch: [],
      minAvmVersion: minAvmVersion(input.txns),
      caller: undefined,
      trace: input.trace,
      sliceSteps: input.sliceSteps,
      spawn: spawnMachine,
    };
  }

  /** Checks and runs the logic sig of transaction `index`. */
  run(index: number): boolean {
    return runToEnd(this.steps(index));
  }

  /** `run` as work that pauses between slices (`sliceSteps`). */
  *steps(index: number): Slices<boolean> {
    const lsig = this.lsigs[index];
    if (!lsig) throw new AvmError(`transaction ${index} has no logic sig`);
    try {
      checkProgram(lsig.program, MODE_SIG, this.group.budget.value, this.group.params.logicSigVersion);
    } catch (e) {
      if (!(e instanceof AvmError)) throw e;
      throw new AvmEvalError({ pc: 0, opcodes: '', mode: 'sig', appId: 0n, cause: e });
    }
    const m = new RunMachine(decodeCached(lsig.program), this.group, index, 0n, true);
    return yield* traced(this.group.trace, m, {
      appId: 0n,
      groupIndex: index,
      mode: 'sig',
      program: lsig.program,
    });
  }
}

export class AppGroup {
  private readonly group: GroupContext;

  constructor(input: AppGroupInput) {
    const params = input.params ?? DEFAULT_AVM_PARAMS;
    const apps = input.txns.filter((t) => t.type === 'appl').length;
    // Fee credit: what the group paid above the minimum (go's feeCredit).
    const paid = input.txns.reduce((sum, t) => sum + t.fee, 0n);
    // go's feeCredit: what was paid above FeeForUsage(SummarizeFees).
    const usage = input.feeUsage ?? groupFeeUsage(input.txns.map(evalTxnFee));
    // go: logic/eval.go feeCredit — the top-level charge's round-up seeds the residue.
    const { fee: needed, residue } = feeForUsageWithResidue(params.minTxnFee, usage, 0n);
    const available = new Resources(params);
    for (const t of input.txns) available.fill(t);
    available.unnamed = input.unnamedResources;
    this.group = {
      params,
      txns: input.txns,
      txids: input.txids,
      applyData: input.applyData,
      lsigArgs: [],
      sigLedger: input.ledger,
      ledger: input.ledger,
      budget: { value: apps * params.maxAppProgramCost + (input.extraBudget ?? 0) },
      feeCredit: { value: paid > needed ? paid - needed : 0n },
      feeResidue: { value: residue },
      allowedInners: { value: params.maxTxGroupSize * params.maxInnerTransactions },
      available,
      pastScratch: [],
      minAvmVersion: minAvmVersion(input.txns),
      caller: undefined,
      trace: input.trace,
      sliceSteps: input.sliceSteps,
      spawn: spawnMachine,
    };
  }

  /** The pooled budget left (for reporting). */
  get remainingBudget(): number {
    return this.group.budget.value;
  }

  /** Runs `program` (approval or clear state) for app call `index` as app `appId` (the new id on create). */
  run(index: number, appId: bigint, program: Uint8Array): boolean {
    return runToEnd(this.steps(index, appId, program));
  }

  /** `run` as work that pauses between slices (`sliceSteps`). */
  *steps(index: number, appId: bigint, program: Uint8Array): Slices<boolean> {
    const m = new RunMachine(decodeCached(program), this.group, index, appId, false);
    prepareAppRun(m);
    const pass = yield* traced(this.group.trace, m, {
      appId,
      groupIndex: index,
      mode: 'app',
      clearState: m.isClearState,
      creating: m.txn.applicationId === 0n,
      program,
    });
    return finishAppRun(m, pass);
  }
}
