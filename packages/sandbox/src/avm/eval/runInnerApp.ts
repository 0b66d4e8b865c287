/**
 * Runs an inner app call's program for the ledger (InnerGroupRequest.runApp): a new program run
 * in an inner group context that shares the caller's budget pool (topped up by 700 per inner app
 * call, as go's NewInnerEvalParams does), fee credit, inner allowance and availability.
 */
import type { EvalApplyData, EvalTxn } from './EvalTxn';
import type { GroupContext, Machine } from './Machine';
import { finishAppRun, prepareAppRun } from './prepareAppRun';
import { runToEnd } from './Slices';
import { traced } from './traced';

const innerGroups = new WeakMap<readonly EvalTxn[], GroupContext>();

export function runInnerApp(
  caller: Machine,
  txns: readonly EvalTxn[],
  txids: readonly Uint8Array[],
  ads: readonly EvalApplyData[],
  index: number,
  appId: bigint,
  program: Uint8Array,
): boolean {
  let group = innerGroups.get(txns);
  if (!group) {
    const g = caller.group;
    for (const t of txns) if (t.type === 'appl') g.budget.value += g.params.maxAppProgramCost;
    group = {
      params: g.params,
      txns,
      txids,
      applyData: ads,
      lsigArgs: [],
      sigLedger: g.sigLedger,
      ledger: g.ledger,
      budget: g.budget,
      feeCredit: g.feeCredit,
      feeResidue: g.feeResidue,
      allowedInners: g.allowedInners,
      available: g.available,
      pastScratch: [],
      minAvmVersion: g.minAvmVersion,
      caller,
      trace: g.trace,
      // An inner run is one op of its caller: it cannot pause inside it, so it runs whole.
      sliceSteps: undefined,
      spawn: g.spawn,
    };
    innerGroups.set(txns, group);
  }
  const m = group.spawn(program, group, index, appId);
  prepareAppRun(m);
  const pass = runToEnd(
    traced(group.trace, m, {
      appId,
      groupIndex: index,
      mode: 'app',
      clearState: m.isClearState,
      creating: m.txn.applicationId === 0n,
      program,
    }),
  );
  return finishAppRun(m, pass);
}
