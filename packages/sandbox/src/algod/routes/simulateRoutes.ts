import algosdk from 'algosdk';
import { nextTurn } from '#platform/nextTurn';
import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { readDecodableBody } from '../../http/readBody';
import { toApplyData } from '../../ledger/block/toBlockTxn';
import { MAX_GROUP_SIZE } from '../../ledger/decode/decodeTxGroup';
import { LedgerError } from '../../ledger/LedgerError';
import { DEFAULT_AVM_PARAMS } from '../../avm/eval/AvmParams';
import { EvaluatorAvm } from '../../ledger/avm/EvaluatorAvm';
import { runInTurns, SLICE_STEPS } from '../../avm/eval/Slices';
import type { SimulatedGroup } from '../../ledger/simulate/simulateOn';
import type { AlgodContext } from '../AlgodContext';
import { MAX_TRACE_BYTES, SimulateTracer, type TraceConfig } from '../simulate/SimulateTracer';
import { TurnQueue } from '../../http/TurnQueue';
import { txnUnnamedModel, unnamedModel } from '../simulate/unnamedModel';
import { UnnamedResources } from '../../avm/eval/resources/UnnamedResources';
import { formatOf, sendModel } from '../respond';
import { fromApplyData } from './pendingResponse';

/** go-algorand's simulation limits: extra budget up to 16 × 20000; more logging: 2048 calls, 64 KiB. */
const MAX_EXTRA_OPCODE_BUDGET = 320_000;
const MORE_LOG_CALLS = 2048;
const MORE_LOG_SIZE = 65_536;
const APP_BUDGET = DEFAULT_AVM_PARAMS.maxAppProgramCost;
/** Simulations waiting or running at once; more are answered 503 (each waits its turn: `TurnQueue`). */
const MAX_QUEUED_SIMULATIONS = 64;

/**
 * `POST /v2/transactions/simulate`: the request in msgpack (what algosdk sends) or JSON, tried in
 * that order as algod does. One group only, at the latest round or one of the last
 * MAX_ACCT_LOOKBACK rounds (`round`). Evaluation failures and verification failures blamed on one
 * transaction (a missing signature, a rejecting logic sig) come back in the 200 body
 * (`failure-message`, `failed-at` as a path into inner transactions, and what the failing
 * transaction logged and ran before it failed); malformed requests, a bad signature and an
 * incomplete group are 400. `fix-signers` reports `fixed-signer`; fees come back as v5.0's
 * `fees-paid`, `group-fees-paid` and `group-usage`. State never changes.
 */
export function simulateRoutes(app: Hono, { ledger }: AlgodContext): void {
  const simulations = new TurnQueue(MAX_QUEUED_SIMULATIONS, 'simulate');
  app.post('/v2/transactions/simulate', async (c) => {
    const format = formatOf(c);
    const request = decodeRequest(await readDecodableBody(c));
    for (const g of request.txnGroups) {
      if (g.txns.length === 0) throw new HttpError(400, 'empty txgroup');
      if (g.txns.length > MAX_GROUP_SIZE) {
        throw new HttpError(
          400,
          `transaction group size ${g.txns.length} exceeds protocol max ${MAX_GROUP_SIZE}`,
        );
      }
    }
    const allowEmptySignatures = request.allowEmptySignatures === true;
    const fixSigners = request.fixSigners === true;
    // go-algorand ledger/simulation/simulator.go Simulate, in its order.
    if (fixSigners && !allowEmptySignatures)
      throw new HttpError(400, 'FixSigners requires AllowEmptySignatures to be enabled');
    if (request.txnGroups.length !== 1)
      throw new HttpError(400, `expected 1 transaction group, got ${request.txnGroups.length}`);
    const extraBudget = Number(request.extraOpcodeBudget ?? 0);
    const round =
      request.round === undefined || BigInt(request.round) === 0n ? undefined : BigInt(request.round);
    const moreLogging = request.allowMoreLogging === true;
    const tc = request.execTraceConfig;
    const config = {
      enable: tc?.enable === true,
      stackChange: tc?.stackChange === true,
      scratchChange: tc?.scratchChange === true,
      stateChange: tc?.stateChange === true,
    };
    checkTraceConfig(config);
    // One at a time; the evaluation pauses every SLICE_STEPS opcodes for other requests.
    const done = await simulations.enter();
    let reverted = false;
    const stopListening = ledger.onRewind(() => (reverted = true));
    try {
      // Blocks committed meanwhile get their flush (and their POSTs their answer) first.
      await ledger.sync().catch(() => undefined);
      const tracer = new SimulateTracer(config);
      const allowUnnamed = request.allowUnnamedResources === true;
      let unnamed: UnnamedResources | undefined;
      const avm = new EvaluatorAvm(ledger, {
        ...(allowUnnamed && {
          unnamedResources: (txns, params) => (unnamed ??= new UnnamedResources(txns, params)),
        }),
        params: moreLogging
          ? { ...DEFAULT_AVM_PARAMS, maxLogCalls: MORE_LOG_CALLS, maxLogSize: MORE_LOG_SIZE }
          : DEFAULT_AVM_PARAMS,
        trace: tracer,
        extraBudget,
        detailedErrors: true,
        sliceSteps: SLICE_STEPS,
      });
      tracer.beginGroup();
      let result;
      try {
        result = await runInTurns(
          ledger.simulate((request.txnGroups[0] as algosdk.modelsv2.SimulateRequestTransactionGroup).txns, {
            allowEmptySignatures,
            fixSigners,
            ...(round !== undefined && { round }),
            avm,
            // simulateWithTracer checks the extra budget once the group passed verification.
            afterVerify: () => {
              if (extraBudget > MAX_EXTRA_OPCODE_BUDGET)
                throw new HttpError(
                  400,
                  `extra budget ${extraBudget} > simulation extra budget limit ${MAX_EXTRA_OPCODE_BUDGET}`,
                );
            },
          }),
          nextTurn,
        );
      } catch (err) {
        if (err instanceof LedgerError) throw new HttpError(err.status, err.message, err.data);
        throw err;
      }
      // A revert between two slices took away the round simulated on (PastStates.at).
      if (reverted) throw new HttpError(503, 'the ledger was reverted during the simulation; try again');
      if (tracer.traceTooLarge)
        throw new HttpError(
          400,
          `simulation trace exceeds ${MAX_TRACE_BYTES} bytes: ask for less of it (stack-change, scratch-change, state-change) or a smaller extra-opcode-budget`,
        );
      const overrides = allowEmptySignatures || moreLogging || extraBudget > 0 || allowUnnamed || fixSigners;
      const response = new algosdk.modelsv2.SimulateResponse({
        version: 2,
        lastRound: result.round,
        txnGroups: [groupResult(result, tracer, extraBudget, unnamed)],
        ...(overrides && {
          evalOverrides: new algosdk.modelsv2.SimulationEvalOverrides({
            ...(allowEmptySignatures && { allowEmptySignatures: true }),
            ...(allowUnnamed && { allowUnnamedResources: true }),
            ...(moreLogging && { maxLogCalls: MORE_LOG_CALLS, maxLogSize: MORE_LOG_SIZE }),
            ...(extraBudget > 0 && { extraOpcodeBudget: extraBudget }),
            ...(fixSigners && { fixSigners: true }),
          }),
        }),
        // go's ExecTraceConfig is all omitempty: only the options turned on are echoed.
        ...(config.enable && {
          execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({
            enable: true,
            ...(config.stackChange && { stackChange: true }),
            ...(config.scratchChange && { scratchChange: true }),
            ...(config.stateChange && { stateChange: true }),
          }),
        }),
        ...(tracer.initialStates !== undefined && { initialStates: tracer.initialStates.toModel() }),
      });
      return sendModel(c, response, format);
    } finally {
      stopListening();
      done();
    }
  });
}

/** go-algorand ledger/simulation/trace.go validateSimulateRequest: detail options need `enable`. */
function checkTraceConfig(c: TraceConfig): void {
  if (c.enable) return;
  if (c.stackChange) throw new HttpError(400, 'basic trace must be enabled when enabling stack tracing');
  if (c.scratchChange)
    throw new HttpError(400, 'basic trace must be enabled when enabling scratch slot change tracing');
  if (c.stateChange)
    throw new HttpError(400, 'basic trace must be enabled when enabling app state change tracing');
}

/** One group's result: per-transaction apply data, budgets and traces; failure where it stopped. */
function groupResult(
  g: SimulatedGroup,
  tracer: SimulateTracer,
  extraBudget: number,
  unnamed: UnnamedResources | undefined,
): algosdk.modelsv2.SimulateTransactionGroupResult {
  const gi = 0;
  const trace = tracer.groups[gi];
  let groupFees = 0n;
  let appCalls = 0;
  const results = g.txns.map((p, i) => {
    const ad = g.applyData[i];
    // The pool gets 700 per app call of the group up front, and 700 per inner app call run.
    if (p.txn.type === algosdk.TransactionType.appl) appCalls += 1 + innerAppCalls(ad?.evalDelta);
    const appConsumed = trace?.appConsumed[i] ?? 0;
    const lsigConsumed = trace?.lsigConsumed[i] ?? 0;
    const execTrace = tracer.execTrace(gi, i);
    const fees = p.txn.fee + innerFees(ad?.evalDelta);
    groupFees += fees;
    const fixedSigner = g.fixedSigners.get(i);
    const own = unnamed?.perTxn.get(i);
    return new algosdk.modelsv2.SimulateTransactionResult({
      txnResult: fromApplyData(p.stxn, toApplyData(ad ?? {})),
      ...(appConsumed > 0 && { appBudgetConsumed: appConsumed }),
      ...(lsigConsumed > 0 && { logicSigBudgetConsumed: lsigConsumed }),
      ...(fees > 0n && { feesPaid: fees }),
      ...(execTrace !== undefined && { execTrace }),
      ...(fixedSigner !== undefined && { fixedSigner }),
      ...(own !== undefined && !own.empty && { unnamedResourcesAccessed: txnUnnamedModel(own) }),
    });
  });
  // Fee usage in millionths of the minimum fee: each transaction of the tree counts one (the sandbox
  // prices no note bytes, program bytes or signatures beyond it: its consensus has no surcharges).
  const usage =
    BigInt(g.txns.length + g.txns.reduce((n, _, i) => n + innerCount(g.applyData[i]?.evalDelta), 0)) *
    1_000_000n;
  const consumed = trace?.appConsumed.reduce((a, b) => a + (b ?? 0), 0) ?? 0;
  const added = appCalls * APP_BUDGET + (appCalls > 0 ? extraBudget : 0);
  return new algosdk.modelsv2.SimulateTransactionGroupResult({
    txnResults: results,
    ...(added > 0 && { appBudgetAdded: added }),
    ...(consumed > 0 && { appBudgetConsumed: consumed }),
    ...(usage > 0n && { groupUsage: usage }),
    ...(groupFees > 0n && { groupFeesPaid: groupFees }),
    ...(unnamed !== undefined && !unnamed.empty && { unnamedResourcesAccessed: unnamedModel(unnamed) }),
    ...(g.failedAt !== undefined && { failedAt: g.failedAt }),
    ...(g.failureMessage !== undefined && { failureMessage: g.failureMessage }),
  });
}

/** Fees paid by inner transactions at any depth (go-algorand ledger/simulation/trace.go summarizeTxnFeesPaid). */
function innerFees(ed: algosdk.EvalDelta | undefined): bigint {
  let fees = 0n;
  for (const inner of ed?.innerTxns ?? [])
    fees += inner.signedTxn.txn.fee + innerFees(inner.applyData.evalDelta);
  return fees;
}

/** Inner transactions at any depth (summarizeTxnGroupFeeUsage counts each as one fee unit). */
function innerCount(ed: algosdk.EvalDelta | undefined): number {
  let n = 0;
  for (const inner of ed?.innerTxns ?? []) n += 1 + innerCount(inner.applyData.evalDelta);
  return n;
}

/** Inner app calls add 700 each to the pool, at any depth. */
function innerAppCalls(ed: algosdk.EvalDelta | undefined): number {
  let n = 0;
  for (const inner of ed?.innerTxns ?? []) {
    if (inner.signedTxn.txn.type === algosdk.TransactionType.appl) n++;
    n += innerAppCalls(inner.applyData.evalDelta);
  }
  return n;
}

function decodeRequest(body: Uint8Array): algosdk.modelsv2.SimulateRequest {
  if (body.length === 0) throw new HttpError(400, 'request body is empty: expected a simulate request');
  let msgpackError: unknown;
  try {
    return algosdk.decodeMsgpack(body, algosdk.modelsv2.SimulateRequest);
  } catch (err) {
    msgpackError = err;
  }
  try {
    return algosdk.decodeJSON(
      new TextDecoder('utf-8', { fatal: true }).decode(body),
      algosdk.modelsv2.SimulateRequest,
    );
  } catch (err) {
    const looksJson = body[0] === 0x7b;
    const reason =
      ((looksJson ? err : msgpackError) as Error)?.message ?? String(looksJson ? err : msgpackError);
    throw new HttpError(400, `failed to decode simulate request: ${reason}`);
  }
}
