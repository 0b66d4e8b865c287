import { groupFeeUsage } from '../../avm/eval/feeUsage';
import { feeTxn } from '../verify/checkFees';
import { AvmError, AvmEvalError } from '../../avm/eval/AvmError';
import { AppGroup, LogicSigGroup } from '../../avm/eval/AvmGroup';
import { DEFAULT_AVM_PARAMS, type AvmParams } from '../../avm/eval/AvmParams';
import { emptyApplyData, type EvalApplyData, type EvalTxn } from '../../avm/eval/EvalTxn';
import { evalTxnFromAlgosdk } from '../../avm/eval/evalTxnFromAlgosdk';
import type { UnnamedResources } from '../../avm/eval/resources/UnnamedResources';
import type { Slices } from '../../avm/eval/Slices';
import type { TraceHook } from '../../avm/eval/TraceHook';
import type { AppCallContext, AvmHooks, LogicSigContext } from '../AvmHooks';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import { LedgerError, TxnRuleError } from '../LedgerError';
import { applyApplication } from './applyApplication';
import { type ChainView, DeltaEvalLedger } from './DeltaEvalLedger';
import { toEvalBlockHeader } from './toEvalBlockHeader';
import { evalErrorData } from './evalErrorData';
import { resetEffects } from './InnerExecutor';
import { toEvalDelta } from './toEvalDelta';
import { restoreFailedInners } from './failedInnerGroups';

export interface EvaluatorAvmOptions {
  readonly params?: AvmParams;
  /** Simulate's exec trace (and the budget report) listen here. */
  readonly trace?: TraceHook;
  /** Simulate's `extra-opcode-budget`: added to each group's pooled app budget. */
  readonly extraBudget?: number;
  /** Simulate's errors name the failing opcodes too (`Details: app=A, pc=N, opcodes=...`). */
  readonly detailedErrors?: boolean;
  /** Simulate's allow-unnamed-resources: each group's app calls record what they used unnamed here. */
  readonly unnamedResources?: (group: readonly EvalTxn[], params: AvmParams) => UnnamedResources;
  /** Steps an app call's program runs between pauses (simulate evaluates in slices); default: none. */
  readonly sliceSteps?: number;
}

/** What one top-level group's app calls share: the evaluator's group and the ledger port. */
interface AppSession {
  readonly group: AppGroup;
  readonly ads: EvalApplyData[];
  readonly ledger: DeltaEvalLedger;
}

/**
 * The AVM plugged into the ledger: logic sigs through `LogicSigGroup` (one per group, so their
 * 20000 budget is pooled) and app calls through `AppGroup` (one per group: pooled budget, fee
 * credit, resource availability), over `DeltaEvalLedger`, which lets inner transactions run
 * through the ledger's own rules.
 */
export class EvaluatorAvm implements AvmHooks {
  private readonly sigGroups = new WeakMap<readonly PreparedTxn[], LogicSigGroup>();
  private readonly sessions = new WeakMap<readonly PreparedTxn[], AppSession>();
  private readonly drafts = new WeakMap<EvalApplyData, ApplyDataDraft>();
  private readonly params: AvmParams;

  constructor(
    private readonly chain: ChainView,
    private readonly options: EvaluatorAvmOptions = {},
  ) {
    this.params = options.params ?? DEFAULT_AVM_PARAMS;
  }

  *evalLogicSig({ group, index }: LogicSigContext): Slices<void> {
    let sigs = this.sigGroups.get(group);
    if (sigs === undefined) {
      sigs = new LogicSigGroup({
        txns: group.map((p) => evalTxnFromAlgosdk(p.txn)),
        txids: group.map((p) => p.rawTxid),
        params: this.params,
        ...(this.options.trace !== undefined && { trace: this.options.trace }),
        ...(this.options.sliceSteps !== undefined && { sliceSteps: this.options.sliceSteps }),
        sigLedger: {
          genesisHash: () => this.chain.genesisHash,
          blockHeader: (round) => toEvalBlockHeader(this.chain.block(round)?.header),
        },
        lsigs: group.map((p) => {
          const l = p.stxn.lsig;
          return l === undefined ? undefined : { program: l.logic, args: l.args ?? [] };
        }),
      });
      this.sigGroups.set(group, sigs);
    }
    const p = group[index] as PreparedTxn;
    let pass: boolean;
    try {
      pass = yield* sigs.steps(index);
    } catch (e) {
      if (e instanceof AvmEvalError) {
        const text = `transaction ${p.txid}: ${e.describe(this.options.detailedErrors)}`;
        throw new LedgerError('signature', text, { cause: e, data: evalErrorData(e) });
      }
      if (e instanceof AvmError)
        throw new LedgerError('signature', `transaction ${p.txid}: rejected by logic err=${e.message}`, {
          cause: e,
        });
      throw e;
    }
    if (!pass) throw new LedgerError('signature', `transaction ${p.txid}: rejected by logic`);
  }

  *applyAppCall(ctx: AppCallContext): Slices<void> {
    const s = this.session(ctx);
    s.ledger.state = ctx.state;
    ctx.groupApplyData.forEach((d, j) => {
      const ad = s.ads[j] as EvalApplyData;
      ad.configAsset = d.configAsset ?? 0n;
      ad.applicationId = d.applicationID ?? 0n;
    });
    const p = ctx.group[ctx.index] as PreparedTxn;
    const ad = s.ads[ctx.index] as EvalApplyData;
    let created: bigint | undefined;
    try {
      created = yield* applyApplication({
        ledger: s.ledger,
        txn: p.txn,
        sender: p.sender,
        run: (appId, program) => {
          if (p.txn.applicationCall?.appIndex === 0n) ad.applicationId = appId;
          return s.group.steps(ctx.index, appId, program);
        },
        discardEffects: () => resetEffects(ad),
      });
    } catch (e) {
      // What the program recorded before it failed stays in the apply data: simulate reports it.
      restoreFailedInners(ad, e);
      if (ad.applicationId !== 0n) ctx.applyData.applicationID = ad.applicationId;
      const partial = toEvalDelta(ad, this.drafts);
      if (partial !== undefined) ctx.applyData.evalDelta = partial;
      // The cause chain is kept: simulate follows it to the failing inner transaction (failed-at).
      if (e instanceof AvmEvalError)
        throw new TxnRuleError(e.describe(this.options.detailedErrors), evalErrorData(e), { cause: e });
      if (e instanceof AvmError) throw new TxnRuleError(e.message, undefined, { cause: e });
      throw e;
    }
    if (created !== undefined) ctx.applyData.applicationID = created;
    const evalDelta = toEvalDelta(ad, this.drafts);
    if (evalDelta !== undefined) ctx.applyData.evalDelta = evalDelta;
  }

  private session(ctx: AppCallContext): AppSession {
    let s = this.sessions.get(ctx.group);
    if (s !== undefined) return s;
    const txns = ctx.group.map((p) => evalTxnFromAlgosdk(p.txn));
    const ads = txns.map(() => emptyApplyData());
    const ledger = new DeltaEvalLedger(ctx.state, this.chain, {
      round: ctx.round,
      latestTimestamp: ctx.latestTimestamp,
      feeSink: ctx.feeSink,
      rewardsPool: ctx.rewardsPool,
      drafts: this.drafts,
    });
    const group = new AppGroup({
      txns,
      txids: ctx.group.map((p) => p.rawTxid),
      params: this.params,
      ledger,
      applyData: ads,
      feeUsage: groupFeeUsage(ctx.group.map(feeTxn)),
      ...(this.options.trace !== undefined && { trace: this.options.trace }),
      ...(this.options.extraBudget !== undefined && { extraBudget: this.options.extraBudget }),
      ...(this.options.sliceSteps !== undefined && { sliceSteps: this.options.sliceSteps }),
      ...(this.options.unnamedResources !== undefined && {
        unnamedResources: this.options.unnamedResources(txns, this.params),
      }),
    });
    s = { group, ads, ledger };
    this.sessions.set(ctx.group, s);
    return s;
  }
}
