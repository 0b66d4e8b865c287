import algosdk from 'algosdk';
import { assemble, AssembleError } from '../../avm/assemble';
import { AvmError, AvmEvalError } from '../../avm/eval/AvmError';
import { AppGroup, LogicSigGroup } from '../../avm/eval/AvmGroup';
import { DEFAULT_AVM_PARAMS } from '../../avm/eval/AvmParams';
import { emptyApplyData, type EvalApplyData } from '../../avm/eval/EvalTxn';
import { evalTxnFromAlgosdk } from '../../avm/eval/evalTxnFromAlgosdk';
import { SLICE_STEPS, type Slices } from '../../avm/eval/Slices';
import { toApplyData } from '../../ledger/block/toBlockTxn';
import type { ApplyDataDraft } from '../../ledger/eval/ApplyDataDraft';
import { DeltaEvalLedger } from '../../ledger/avm/DeltaEvalLedger';
import { toEvalBlockHeader } from '../../ledger/avm/toEvalBlockHeader';
import { toEvalDelta } from '../../ledger/avm/toEvalDelta';
import type { Ledger } from '../../ledger/Ledger';
import { modelToJson } from '../encodeModel';
import { fromApplyData } from '../routes/pendingResponse';
import type { DryrunRequest } from './decodeDryrunRequest';
import { dryrunOverlay } from './dryrunOverlay';
import { type DryrunProgram, DryrunRecorder } from './DryrunRecorder';

const P = DEFAULT_AVM_PARAMS;
/** go gives dry-run a budget far above the real one, so it can report what an overrun would cost. */
const DRYRUN_POOL = P.maxAppProgramCost * P.maxTxGroupSize * (P.maxInnerTransactions + 1);

/**
 * algod 4.x's `/v2/teal/dryrun`: each logic sig and app program of the request's transactions run
 * (their effects not applied) against the ledger overlaid with the request's accounts and apps,
 * reporting disassembly, a step trace, PASS/REJECT messages, state deltas, logs and cost. Work that
 * pauses every SLICE_STEPS opcodes of a program (Slices.ts), on the latest round's state as it
 * was when it began (`Ledger.scratchState`).
 */
export function* runDryrun(ledger: Ledger, req: DryrunRequest): Slices<Record<string, unknown>> {
  const expanded = expandSources(req);
  if (typeof expanded === 'string') return { txns: [], error: expanded, 'protocol-version': ledger.protocol };
  const txns = expanded;
  const state = ledger.scratchState();
  dryrunOverlay(state, req.accounts, req.apps);
  const recorder = new DryrunRecorder();
  const evalTxns = txns.map((s) => evalTxnFromAlgosdk(s.txn));
  const txids = txns.map((s) => s.txn.rawTxID());
  const drafts = new WeakMap<EvalApplyData, ApplyDataDraft>();
  const evalLedger = new DeltaEvalLedger(state, ledger, {
    round: req.round > 0n ? req.round : ledger.latestRound() + 1n,
    latestTimestamp: req.latestTimestamp > 0n ? req.latestTimestamp : BigInt(ledger.latestTimestamp()),
    feeSink: ledger.genesis.fees,
    rewardsPool: ledger.genesis.rwd,
    drafts,
  });
  const sigs = new LogicSigGroup({
    txns: evalTxns,
    txids,
    trace: recorder,
    sliceSteps: SLICE_STEPS,
    sigLedger: {
      genesisHash: () => ledger.genesisHash,
      blockHeader: (round) => toEvalBlockHeader(ledger.block(round)?.header),
    },
    lsigs: txns.map((s) => (s.lsig ? { program: s.lsig.logic, args: s.lsig.args ?? [] } : undefined)),
  });
  const ads = evalTxns.map(() => emptyApplyData());
  const apps = new AppGroup({
    txns: evalTxns,
    txids,
    ledger: evalLedger,
    applyData: ads,
    trace: recorder,
    extraBudget: DRYRUN_POOL,
    sliceSteps: SLICE_STEPS,
  });
  const allowed = P.maxAppProgramCost * evalTxns.filter((t) => t.type === 'appl').length;
  let cumulative = 0;
  const results: Record<string, unknown>[] = [];
  for (const [ti, stxn] of txns.entries()) {
    const result: Record<string, unknown> = { disassembly: [] };
    results.push(result);
    if (stxn.lsig !== undefined) {
      const { program, messages } = yield* run(recorder, sigs.steps(ti));
      result.disassembly = program?.disassembly ?? [];
      result['logic-sig-disassembly'] = program?.disassembly ?? [];
      result['logic-sig-trace'] = program?.trace ?? [];
      result['logic-sig-messages'] = messages;
    }
    const call = stxn.txn.applicationCall;
    if (call === undefined) continue;
    let appId = call.appIndex;
    const first = req.apps[0];
    if (
      appId === 0n &&
      first !== undefined &&
      first.params?.creator.toString() === stxn.txn.sender.toString()
    )
      appId = BigInt(first.id);
    const app = evalLedger.appParams(appId);
    if (app === undefined || !req.apps.some((a) => BigInt(a.id) === appId)) {
      result['app-call-messages'] = [
        `uploaded state did not include app id ${appId} referenced in txn[${ti}]`,
      ];
      continue;
    }
    const clear = call.onComplete === algosdk.OnApplicationComplete.ClearStateOC;
    const sender = stxn.txn.sender.toString();
    if (
      call.onComplete === algosdk.OnApplicationComplete.OptInOC &&
      !state.account(sender)?.appsLocal.has(appId)
    ) {
      const schema = { numUint: Number(app.localNumUint), numByteSlice: Number(app.localNumByteSlice) };
      state.mutable(sender).appsLocal.set(appId, { schema, keyValue: new Map() });
    }
    const before = apps.remainingBudget;
    const program = clear ? app.clearStateProgram : app.approvalProgram;
    const outcome = yield* run(recorder, apps.steps(ti, appId, program));
    const cost = before - apps.remainingBudget + P.maxAppProgramCost * innerAppCalls(ads[ti]);
    const messages = [clear ? 'ClearStateProgram' : 'ApprovalProgram', ...outcome.messages];
    if (messages[1] === 'PASS' && cumulative + cost > allowed) {
      messages[1] = 'REJECT';
      messages.push(`cost budget exceeded: budget is ${allowed - cumulative} but program cost was ${cost}`);
    }
    cumulative += cost;
    result.disassembly = outcome.program?.disassembly ?? [];
    result['app-call-trace'] = outcome.program?.trace ?? [];
    result['app-call-messages'] = messages;
    result['budget-added'] = P.maxAppProgramCost * (1 + innerAppCalls(ads[ti]));
    result['budget-consumed'] = cost;
    result.cost = cost;
    Object.assign(result, deltas(stxn, ads[ti], drafts));
  }
  return { txns: results, error: '', 'protocol-version': req.protocolVersion || ledger.protocol };
}

function* run(
  recorder: DryrunRecorder,
  work: Slices<boolean>,
): Slices<{ program: DryrunProgram | undefined; messages: string[] }> {
  let messages: string[];
  try {
    messages = [(yield* work) ? 'PASS' : 'REJECT'];
  } catch (e) {
    if (e instanceof AvmEvalError) messages = ['REJECT', e.describe()];
    else if (e instanceof AvmError) messages = ['REJECT', e.message];
    else throw e;
  }
  return { program: recorder.take(), messages };
}

/** go's expandSources: TEAL sources assembled into the named logic sig or app program. */
function expandSources(req: DryrunRequest): algosdk.SignedTransaction[] | string {
  const txns = [...req.txns];
  for (const [i, s] of req.sources.entries()) {
    let program: Uint8Array;
    try {
      program = assemble(s.source).program;
    } catch (e) {
      if (e instanceof AssembleError) return `dryrun Source[${i}]: ${e.report.trimEnd()}`;
      throw e;
    }
    if (s.fieldName === 'lsig') {
      const stxn = txns[s.txnIndex];
      if (stxn === undefined) return `dryrun Source[${i}]: bad txn index ${s.txnIndex}`;
      const lsig = new algosdk.LogicSig(program, stxn.lsig?.args ?? []);
      txns[s.txnIndex] = new algosdk.SignedTransaction({ txn: stxn.txn, lsig });
    } else if (s.fieldName === 'approv' || s.fieldName === 'clearp') {
      for (const app of req.apps) {
        if (BigInt(app.id) !== s.appIndex || app.params === undefined) continue;
        if (s.fieldName === 'approv') app.params.approvalProgram = program;
        else app.params.clearStateProgram = program;
      }
    } else return `dryrun Source[${i}]: bad field name ${JSON.stringify(s.fieldName)}`;
  }
  return txns;
}

function innerAppCalls(ad: EvalApplyData | undefined): number {
  let n = 0;
  for (const e of ad?.innerTxns ?? []) n += (e.txn.type === 'appl' ? 1 : 0) + innerAppCalls(e.ad);
  return n;
}

/** global-delta, local-deltas and logs, worded as the pending-transaction response words them. */
function deltas(
  stxn: algosdk.SignedTransaction,
  ad: EvalApplyData | undefined,
  drafts: WeakMap<EvalApplyData, ApplyDataDraft>,
): Record<string, unknown> {
  const evalDelta = ad === undefined ? undefined : toEvalDelta(ad, drafts);
  if (evalDelta === undefined) return {};
  const pending = JSON.parse(modelToJson(fromApplyData(stxn, toApplyData({ evalDelta })))) as Record<
    string,
    unknown
  >;
  return {
    ...(pending['global-state-delta'] !== undefined && { 'global-delta': pending['global-state-delta'] }),
    ...(pending['local-state-delta'] !== undefined && { 'local-deltas': pending['local-state-delta'] }),
    ...(pending.logs !== undefined && { logs: pending.logs }),
  };
}
