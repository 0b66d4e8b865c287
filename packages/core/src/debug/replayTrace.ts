import type algosdk from 'algosdk';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { fromAvmValue, type AvmStackValue } from './AvmStackValue';

export type ProgramKind = 'logicSig' | 'approval' | 'clearState';

/** One program run: a logic sig, or an app's approval / clear-state program (top level or inner). */
export interface TraceRun {
  id: number;
  kind: ProgramKind;
  /** simulate's path: [top-level index (0-based), inner index, inner index…]. */
  path: number[];
  /** 0 for a top-level transaction's program, 1 for its inner app calls, and so on. */
  depth: number;
  /** sha512_256 of the program bytes, base64 (how listings are found). */
  programHash?: string;
  appId?: bigint;
  /**
   * An app call's accounts as its programs name them by index (`app_local_get 1 …`): 0 is the
   * sender, then the transaction's foreign accounts in order.
   */
  accounts?: string[];
  firstStep: number;
  /** Inclusive; firstStep - 1 when the program recorded no step. */
  lastStep: number;
  /** The caller's step (itxn_submit) that started this inner program. */
  spawnedBy?: number;
  clearStateRollback?: boolean;
  clearStateRollbackError?: string;
}

export interface StateChange {
  scope: 'global' | 'local' | 'box';
  operation: 'write' | 'delete';
  key: Uint8Array;
  value?: AvmStackValue;
  /** The account of a local-state change. */
  account?: string;
  /** The app whose state changed (the running program's). */
  appId?: bigint;
}

/** One opcode as the trace recorded it, with the machine state just before it ran. */
export interface TraceStep {
  index: number;
  run: number;
  depth: number;
  pc: number;
  stackBefore: readonly AvmStackValue[];
  popped: number;
  pushed: readonly AvmStackValue[];
  stackAfter: readonly AvmStackValue[];
  /** Scratch slots written so far in this program run (slot → value), before this opcode. */
  scratchBefore: ReadonlyMap<number, AvmStackValue>;
  scratchWrites: readonly { slot: number; value: AvmStackValue }[];
  stateChanges: readonly StateChange[];
  /** Inner transactions this opcode (an itxn_submit) started, by index in its inner group. */
  spawnedInners: readonly number[];
}

export interface TraceTimeline {
  runs: TraceRun[];
  steps: TraceStep[];
  failed: boolean;
  failureMessage?: string;
  failedAt?: number[];
  /** The step that failed, when the failure happened inside a program. */
  failureStep?: number;
  /** Places where the trace does not add up (more pops than values); the replay carries on. */
  problems: string[];
}

type Pending = algosdk.modelsv2.PendingTransactionResponse;
type ExecTrace = algosdk.modelsv2.SimulationTransactionExecTrace;

/**
 * Replays one simulated group's exec trace into a linear timeline of steps. Traces record only
 * what each opcode popped and pushed (no opcode names, no full stacks), so the stack and scratch
 * at every step are rebuilt here by applying those deltas in order. Order is evaluation order:
 * every logic sig first (they are checked before any app runs), then each transaction's app
 * program, with an inner app call's steps placed right after the itxn_submit that ran it.
 */
export function replayTrace(group: algosdk.modelsv2.SimulateTransactionGroupResult): TraceTimeline {
  const timeline: TraceTimeline = { runs: [], steps: [], failed: !!group.failureMessage, problems: [] };
  if (group.failureMessage) timeline.failureMessage = group.failureMessage;
  if (group.failedAt && group.failedAt.length > 0) timeline.failedAt = group.failedAt.map(Number);
  group.txnResults.forEach((r, i) => {
    const trace = r.execTrace;
    if (trace?.logicSigTrace) {
      addRun(timeline, {
        kind: 'logicSig',
        path: [i],
        units: trace.logicSigTrace,
        hash: trace.logicSigHash,
        trace,
        pending: r.txnResult,
      });
    }
  });
  group.txnResults.forEach((r, i) => addAppRuns(timeline, r.execTrace, r.txnResult, [i], undefined));
  const failing = failureStep(timeline);
  if (failing !== undefined) timeline.failureStep = failing;
  return timeline;
}

function addAppRuns(
  timeline: TraceTimeline,
  trace: ExecTrace | undefined,
  pending: Pending | undefined,
  path: number[],
  spawnedBy: number | undefined,
): void {
  if (trace === undefined) return;
  const common = { path, trace, pending, ...(spawnedBy !== undefined && { spawnedBy }) };
  if (trace.approvalProgramTrace) {
    addRun(timeline, {
      ...common,
      kind: 'approval',
      units: trace.approvalProgramTrace,
      hash: trace.approvalProgramHash,
    });
  }
  if (trace.clearStateProgramTrace) {
    addRun(timeline, {
      ...common,
      kind: 'clearState',
      units: trace.clearStateProgramTrace,
      hash: trace.clearStateProgramHash,
    });
  }
}

interface RunInput {
  kind: ProgramKind;
  path: number[];
  units: algosdk.modelsv2.SimulationOpcodeTraceUnit[];
  hash: Uint8Array | undefined;
  trace: ExecTrace;
  pending: Pending | undefined;
  spawnedBy?: number;
}

function addRun(timeline: TraceTimeline, input: RunInput): void {
  const id = timeline.runs.length;
  const appId = input.kind === 'logicSig' ? undefined : appIdOf(input.pending);
  const run: TraceRun = {
    id,
    kind: input.kind,
    path: input.path,
    depth: input.path.length - 1,
    firstStep: timeline.steps.length,
    lastStep: timeline.steps.length - 1,
  };
  if (input.hash) run.programHash = bytesToBase64(input.hash);
  if (appId !== undefined) run.appId = appId;
  const accounts = input.kind === 'logicSig' ? undefined : accountsOf(input.pending);
  if (accounts !== undefined) run.accounts = accounts;
  if (input.spawnedBy !== undefined) run.spawnedBy = input.spawnedBy;
  if (input.kind === 'clearState' && input.trace.clearStateRollback) {
    run.clearStateRollback = true;
    if (input.trace.clearStateRollbackError)
      run.clearStateRollbackError = input.trace.clearStateRollbackError;
  }
  timeline.runs.push(run);

  let stack: readonly AvmStackValue[] = [];
  let scratch: ReadonlyMap<number, AvmStackValue> = new Map();
  for (const unit of input.units) {
    const index = timeline.steps.length;
    const popped = Number(unit.stackPopCount ?? 0);
    const pushed = (unit.stackAdditions ?? []).map(fromAvmValue);
    if (popped > stack.length) {
      timeline.problems.push(
        `step ${index + 1} (pc ${unit.pc}) pops ${popped} values but the stack holds ${stack.length}`,
      );
    }
    const stackAfter = [...stack.slice(0, Math.max(0, stack.length - popped)), ...pushed];
    const scratchWrites = (unit.scratchChanges ?? []).map((c) => ({
      slot: Number(c.slot),
      value: fromAvmValue(c.newValue),
    }));
    const spawnedInners = (unit.spawnedInners ?? []).map(Number);
    timeline.steps.push({
      index,
      run: id,
      depth: run.depth,
      pc: Number(unit.pc),
      stackBefore: stack,
      popped,
      pushed,
      stackAfter,
      scratchBefore: scratch,
      scratchWrites,
      stateChanges: (unit.stateChanges ?? []).map((c) => stateChange(c, appId)),
      spawnedInners,
    });
    run.lastStep = index;
    stack = stackAfter;
    if (scratchWrites.length > 0) {
      const next = new Map(scratch);
      for (const w of scratchWrites) next.set(w.slot, w.value);
      scratch = next;
    }
    for (const inner of spawnedInners) {
      addAppRuns(
        timeline,
        input.trace.innerTrace?.[inner],
        input.pending?.innerTxns?.[inner],
        [...input.path, inner],
        index,
      );
    }
    // Inner runs took step indexes: this run continues after them.
  }
}

function accountsOf(pending: Pending | undefined): string[] | undefined {
  const txn = pending?.txn.txn;
  if (txn === undefined) return undefined;
  return [txn.sender.toString(), ...(txn.applicationCall?.accounts ?? []).map((a) => a.toString())];
}

function appIdOf(pending: Pending | undefined): bigint | undefined {
  if (pending === undefined) return undefined;
  const id = pending.txn.txn.applicationCall?.appIndex ?? 0n;
  if (id !== 0n) return id;
  return pending.applicationIndex;
}

function stateChange(op: algosdk.modelsv2.ApplicationStateOperation, appId: bigint | undefined): StateChange {
  const scope = op.appStateType === 'l' ? 'local' : op.appStateType === 'b' ? 'box' : 'global';
  const change: StateChange = {
    scope,
    operation: op.operation === 'd' ? 'delete' : 'write',
    key: op.key,
  };
  if (op.newValue) change.value = fromAvmValue(op.newValue);
  if (op.account) change.account = op.account.toString();
  if (appId !== undefined) change.appId = appId;
  return change;
}

/**
 * The failing step: execution stops at the failure, so it is the last recorded step when that
 * step's program lies on the failure's path (a program's failure, not a payment's or a fee's).
 */
function failureStep(t: TraceTimeline): number | undefined {
  if (!t.failed || t.failedAt === undefined) return undefined;
  const last = t.steps[t.steps.length - 1];
  if (last === undefined) return undefined;
  const run = t.runs[last.run];
  if (run === undefined) return undefined;
  const failedAt = t.failedAt;
  const onPath = run.path.every((p, i) => failedAt[i] === p);
  return onPath ? last.index : undefined;
}
