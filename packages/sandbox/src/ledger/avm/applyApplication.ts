import algosdk from 'algosdk';
import { DEFAULT_AVM_PARAMS } from '../../avm/eval/AvmParams';
import { AvmError, AvmEvalError } from '../../avm/eval/AvmError';
import { checkProgram } from '../../avm/eval/checkProgram';
import type { Slices } from '../../avm/eval/Slices';
import { MODE_APP } from '../../avm/opcodes';
import { TxnRuleError } from '../LedgerError';
import type { AppParams, StateSchema } from '../state/AccountData';
import { StateDelta } from '../state/StateDelta';
import type { StateCursor } from './StateCursor';
import { checkSchemaCounts } from './checkSchemaCounts';

/** One application call to apply: the top-level evaluator and the inner executor both build these. */
export interface AppCallInput {
  readonly ledger: StateCursor;
  readonly txn: algosdk.Transaction;
  readonly sender: string;
  /** Runs a program as app `appId`: true approves, false rejects; throws AvmEvalError/AvmError. */
  run(appId: bigint, program: Uint8Array): Slices<boolean>;
  /** Forgets what a failed clear-state program logged and changed (its apply data), as go drops it. */
  discardEffects(): void;
}

const P = DEFAULT_AVM_PARAMS;
const OC = algosdk.OnApplicationComplete;

/**
 * go-algorand's apply.ApplicationCall: create the app (id = the txn counter), then by OnCompletion:
 * ClearState runs the clear program (its failure only discards its effects) and drops the local
 * state; OptIn allocates local state before the approval program runs; the approval program must
 * approve; then CloseOut, Delete or Update take effect. Returns the created app id, if any. Pauses
 * where its program run does (Slices.ts).
 */
export function* applyApplication(input: AppCallInput): Slices<bigint | undefined> {
  const { txn, sender, ledger } = input;
  const call = txn.applicationCall as algosdk.ApplicationTransactionFields;
  let appId = call.appIndex;
  let created: bigint | undefined;
  if (appId === 0n) {
    checkPrograms(call, call.extraPages);
    appId = ledger.state.txnCounter;
    createApp(ledger.state, sender, appId, call);
    created = appId;
  }
  const state = ledger.state;
  const creator = state.appCreator(appId);
  const params = creator === undefined ? undefined : state.account(creator)?.createdApps.get(appId);
  // go-algorand v5.0.0 ledger/apply/application.go ApplicationCall: aprv (v41 app versioning).
  if (params !== undefined && call.rejectVersion > 0 && params.version >= call.rejectVersion)
    throw new TxnRuleError(`app version (${params.version}) >= reject version (${call.rejectVersion})`);
  if (creator === undefined || params === undefined) {
    if (call.onComplete === OC.ClearStateOC) {
      closeOut(state, sender, appId, 'cannot clear state');
      return created;
    }
    throw new TxnRuleError(`only ClearState is supported for an application (${appId}) that does not exist`);
  }
  if (call.onComplete === OC.ClearStateOC) {
    if (!state.account(sender)?.appsLocal.has(appId))
      throw new TxnRuleError(`cannot clear state: ${sender} is not currently opted in to app ${appId}`);
    yield* runClearState(input, appId, params.clearProgram);
    closeOut(ledger.state, sender, appId, 'cannot clear state');
    return created;
  }
  if (call.onComplete === OC.OptInOC) {
    const record = state.mutable(sender);
    if (record.appsLocal.has(appId))
      throw new TxnRuleError(`account ${sender} has already opted in to app ${appId}`);
    record.appsLocal.set(appId, { schema: params.localSchema, keyValue: new Map() });
  }
  if (!(yield* input.run(appId, params.approvalProgram)))
    throw new TxnRuleError('transaction rejected by ApprovalProgram');
  switch (call.onComplete) {
    case OC.CloseOutOC:
      closeOut(ledger.state, sender, appId, 'close out');
      break;
    case OC.DeleteApplicationOC:
      deleteApp(ledger.state, appId);
      break;
    case OC.UpdateApplicationOC:
      updateApp(ledger.state, appId, call, sender);
      break;
    default:
      break;
  }
  return created;
}

/** A failing or rejecting clear-state program is not the transaction's failure: its effects go. */
function* runClearState(input: AppCallInput, appId: bigint, program: Uint8Array): Slices<void> {
  const { ledger } = input;
  const outer = ledger.state;
  const nested = new StateDelta(outer);
  ledger.state = nested;
  let pass = false;
  try {
    pass = yield* input.run(appId, program);
  } catch (e) {
    // An inner clear-state call's failure arrives wrapped for the inner group (its cause says why).
    if (!(e instanceof AvmEvalError) && !((e as Error).cause instanceof AvmEvalError)) {
      ledger.state = outer;
      throw e;
    }
  }
  ledger.state = outer;
  if (pass) nested.commitTo(outer);
  else input.discardEffects();
}

/** New programs (create, update) must fit their pages and pass the static check, as go's checkPrograms. */
function checkPrograms(call: algosdk.ApplicationTransactionFields, extraPages: number): void {
  // go-algorand v5.0.0 data/transactions/application.go WellSizedPrograms (MaxAppTotalProgramLen
  // equals MaxAppProgramLen under current consensus).
  const lap = call.approvalProgram.length;
  const lcs = call.clearProgram.length;
  const max = (1 + extraPages) * P.maxAppProgramLen;
  if (lap > max) throw new TxnRuleError(`approval program too long. (${lap} > ${max})`);
  if (lcs > max) throw new TxnRuleError(`clear state program too long. (${lcs} > ${max})`);
  if (lap + lcs > max) throw new TxnRuleError(`app programs too long. (${lap} + ${lcs} > ${max})`);
  for (const [name, program] of [
    ['ApprovalProgram', call.approvalProgram],
    ['ClearStateProgram', call.clearProgram],
  ] as const) {
    try {
      checkProgram(program, MODE_APP, P.maxAppProgramCost, P.logicSigVersion);
    } catch (e) {
      if (e instanceof AvmError) throw new TxnRuleError(`check failed on ${name}: ${e.message}`);
      throw e;
    }
  }
}

function createApp(
  state: StateDelta,
  sender: string,
  appId: bigint,
  call: algosdk.ApplicationTransactionFields,
): void {
  const record = state.mutable(sender);
  if (record.createdApps.has(appId)) throw new TxnRuleError(`already found app with index ${appId}`);
  const params: AppParams = {
    approvalProgram: call.approvalProgram,
    clearProgram: call.clearProgram,
    globalSchema: { numUint: call.numGlobalInts, numByteSlice: call.numGlobalByteSlices },
    localSchema: { numUint: call.numLocalInts, numByteSlice: call.numLocalByteSlices },
    extraPages: call.extraPages,
    version: 0,
    globalState: new Map(),
  };
  record.createdApps.set(appId, params);
  record.totalExtraPages += call.extraPages;
  state.setAppCreator(appId, sender);
}

function closeOut(state: StateDelta, sender: string, appId: bigint, verb: string): void {
  if (!state.account(sender)?.appsLocal.has(appId)) {
    if (verb === 'cannot clear state')
      throw new TxnRuleError(`cannot clear state: ${sender} is not currently opted in to app ${appId}`);
    throw new TxnRuleError(`account ${sender} is not opted in to app ${appId}`);
  }
  state.mutable(sender).appsLocal.delete(appId);
}

function deleteApp(state: StateDelta, appId: bigint): void {
  const creator = state.appCreator(appId) as string;
  const record = state.mutable(creator);
  const params = record.createdApps.get(appId) as AppParams;
  record.createdApps.delete(appId);
  // go-algorand v5.0.0 ledger/apply/application.go deleteApplication: the size sponsor (the creator
  // unless an update with new sizes named another) gets back the globals' and pages' minimum balance.
  const sponsor = state.mutable(params.sizeSponsor ?? creator);
  if (params.sizeSponsor !== undefined)
    sponsor.sponsoredSchema = subSchema(sponsor.sponsoredSchema, params.globalSchema);
  sponsor.totalExtraPages = Math.max(0, sponsor.totalExtraPages - params.extraPages);
  state.setAppCreator(appId, undefined);
}

/**
 * go-algorand v5.0.0 ledger/apply/application.go updateApplication. Without new sizes the programs
 * must fit the app's pages (WellSizedPrograms). With them (consensus v42 AppSizeUpdates: a global
 * schema or extra pages on the update, `UpdatingSizes`) the old sponsor is released, the current
 * globals must fit the new schema (SetAppGlobalSchema → storageDelta.checkCounts), and the updater
 * becomes the size sponsor (none when it is the creator) and holds the new minimum balance.
 */
function updateApp(
  state: StateDelta,
  appId: bigint,
  call: algosdk.ApplicationTransactionFields,
  updater: string,
): void {
  const creator = state.appCreator(appId) as string;
  let params = state.account(creator)?.createdApps.get(appId) as AppParams;
  const sizeChange = call.extraPages !== 0 || call.numGlobalInts !== 0 || call.numGlobalByteSlices !== 0;
  checkPrograms(call, sizeChange ? call.extraPages : params.extraPages);
  params = {
    ...params,
    approvalProgram: call.approvalProgram,
    clearProgram: call.clearProgram,
    version: params.version + 1,
  };
  if (sizeChange) {
    const sponsor = state.mutable(params.sizeSponsor ?? creator);
    if (params.sizeSponsor !== undefined)
      sponsor.sponsoredSchema = subSchema(sponsor.sponsoredSchema, params.globalSchema);
    sponsor.totalExtraPages = Math.max(0, sponsor.totalExtraPages - params.extraPages);
    const globalSchema = { numUint: call.numGlobalInts, numByteSlice: call.numGlobalByteSlices };
    try {
      checkSchemaCounts(params.globalState, globalSchema);
    } catch (e) {
      throw new TxnRuleError(`unable to change global schema: ${(e as Error).message}`);
    }
    const { sizeSponsor: _old, ...rest } = params;
    params = {
      ...rest,
      globalSchema,
      extraPages: call.extraPages,
      ...(updater !== creator && { sizeSponsor: updater }),
    };
    const next = state.mutable(updater);
    if (params.sizeSponsor !== undefined)
      next.sponsoredSchema = addSchema(next.sponsoredSchema, globalSchema);
    next.totalExtraPages += call.extraPages;
  }
  state.mutable(creator).createdApps.set(appId, params);
}

/** basics.StateSchema.SubSchema (saturating). */
function subSchema(a: StateSchema, b: StateSchema): StateSchema {
  return {
    numUint: Math.max(0, a.numUint - b.numUint),
    numByteSlice: Math.max(0, a.numByteSlice - b.numByteSlice),
  };
}

function addSchema(a: StateSchema, b: StateSchema): StateSchema {
  return { numUint: a.numUint + b.numUint, numByteSlice: a.numByteSlice + b.numByteSlice };
}
