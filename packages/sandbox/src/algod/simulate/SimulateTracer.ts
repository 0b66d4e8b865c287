import algosdk from 'algosdk';
import type { StateChangeTrace, StepTrace, TraceHook } from '../../avm/eval/TraceHook';
import type { Value } from '../../avm/eval/values';
import { sha512_256 } from '../../util/sha512_256';
import { avmValueModel } from './avmValueModel';
import { InitialStates } from './InitialStates';

/** simulate's `exec-trace-config`. */
export interface TraceConfig {
  readonly enable: boolean;
  readonly stackChange: boolean;
  readonly scratchChange: boolean;
  readonly stateChange: boolean;
}

/** One transaction's trace, shaped like simulate's SimulationTransactionExecTrace. */
interface TxnTrace {
  approvalHash?: Uint8Array;
  approval?: algosdk.modelsv2.SimulationOpcodeTraceUnit[];
  clearHash?: Uint8Array;
  clear?: algosdk.modelsv2.SimulationOpcodeTraceUnit[];
  clearRollback?: boolean;
  clearRollbackError?: string;
  lsigHash?: Uint8Array;
  lsig?: algosdk.modelsv2.SimulationOpcodeTraceUnit[];
  inner: (TxnTrace | undefined)[];
}

interface Frame {
  readonly trace: TxnTrace;
  readonly units: algosdk.modelsv2.SimulationOpcodeTraceUnit[];
  readonly mode: 'sig' | 'app';
  readonly clearState: boolean;
  /** The top-level transaction this program (or its ancestor) belongs to. */
  readonly top: number;
  /** The app whose program this is (0 for logic sigs). */
  readonly appId: bigint;
  /** Inner app programs run during the current step, by their index in the inner group. */
  pending: { groupIndex: number; trace: TxnTrace }[];
}

/**
 * At most this much trace (its JSON size, estimated as it is recorded) in one simulate answer:
 * what algod takes as a request body at most (go-algorand daemon/algod/api/server/router.go
 * MaxRequestBodyBytes, 10 MB). A full-budget call traced with every detail made 20 MB answers
 * whose building held the node for half a minute each; past the bound the program is stopped and
 * the request refused (`traceTooLarge`), naming the options that shrink it.
 */
export const MAX_TRACE_BYTES = 10 * 1024 * 1024;

const TRACE_TOO_LARGE = 'simulation trace too large';

/** Rough JSON sizes of a trace's parts (`{"pc":123}`, an avm-value, a scratch or state change). */
const UNIT_BYTES = 16;
const VALUE_BYTES = 28;
const CHANGE_BYTES = 40;

function valueBytes(v: Value | undefined): number {
  return VALUE_BYTES + (v instanceof Uint8Array ? Math.ceil((v.length * 4) / 3) : 0);
}

/** What simulate reports per group, filled as the evaluator runs. */
export interface GroupTrace {
  readonly txns: TxnTrace[];
  readonly appConsumed: number[];
  readonly lsigConsumed: number[];
}

/**
 * The evaluator's trace hook for simulate: it tells programs apart by programStart/programEnd
 * (a stack, since inner app calls start while their caller's itxn_submit runs), charges each
 * program's cost to its top-level transaction, and with `enable` records each step as a
 * SimulationOpcodeTraceUnit, placing inner traces where the spawning step says.
 */
export class SimulateTracer implements TraceHook {
  readonly groups: GroupTrace[] = [];
  /** With `enable` and `stateChange`: the first value of every app state the simulation touched. */
  readonly initialStates: InitialStates | undefined;
  /** The run loop explains state access only when initial states and state changes are wanted. */
  readonly explainState: boolean;
  private group: GroupTrace | undefined;
  private readonly stack: Frame[] = [];
  /** The trace's estimated JSON size so far. */
  private traceBytes = 0;
  /** Set once the trace passed MAX_TRACE_BYTES: evaluation is stopped, the request is refused. */
  traceTooLarge = false;

  constructor(private readonly config: TraceConfig) {
    // go-algorand ledger/simulation/tracer.go BeforeOpcode: state changes and initial states are
    // recorded only under ReturnTrace (enable) with ReturnStateChange.
    this.explainState = config.enable && config.stateChange;
    this.initialStates = this.explainState ? new InitialStates() : undefined;
  }

  beginGroup(): void {
    this.group = { txns: [], appConsumed: [], lsigConsumed: [] };
    this.groups.push(this.group);
    this.stack.length = 0;
  }

  programStart(info: {
    readonly groupIndex: number;
    readonly mode: 'sig' | 'app';
    readonly clearState?: boolean;
    readonly creating?: boolean;
    readonly appId: bigint;
    readonly program?: Uint8Array;
  }): void {
    if (info.mode === 'app' && info.creating === true) this.initialStates?.created(info.appId);
    const g = this.group as GroupTrace;
    const parent = this.stack[this.stack.length - 1];
    let trace: TxnTrace;
    if (parent === undefined) {
      trace = g.txns[info.groupIndex] ?? { inner: [] };
      g.txns[info.groupIndex] = trace;
    } else {
      trace = { inner: [] };
      parent.pending.push({ groupIndex: info.groupIndex, trace });
    }
    const units: algosdk.modelsv2.SimulationOpcodeTraceUnit[] = [];
    const hash = info.program === undefined ? undefined : sha512_256(info.program);
    if (info.mode === 'sig') {
      trace.lsig = units;
      if (hash) trace.lsigHash = hash;
    } else if (info.clearState) {
      trace.clear = units;
      if (hash) trace.clearHash = hash;
    } else {
      trace.approval = units;
      if (hash) trace.approvalHash = hash;
    }
    this.stack.push({
      trace,
      units,
      mode: info.mode,
      clearState: info.clearState === true,
      top: parent === undefined ? info.groupIndex : parent.top,
      appId: info.appId,
      pending: [],
    });
  }

  step(t: StepTrace): void {
    const frame = this.stack[this.stack.length - 1];
    if (frame === undefined) return;
    const spawned = t.error === undefined ? t.spawnedInners : failedSubmitInners(t, frame.trace.inner.length);
    if (spawned.length > 0) {
      for (const index of spawned) frame.trace.inner[index] ??= undefined;
      for (const child of frame.pending) {
        const at = spawned[child.groupIndex];
        if (at !== undefined) frame.trace.inner[at] = child.trace;
      }
      frame.pending = [];
    }
    if (t.stateAccess !== undefined) this.initialStates?.record(frame.appId, t.stateAccess);
    if (this.traceTooLarge) throw new Error(TRACE_TOO_LARGE);
    if (this.config.enable) {
      this.traceBytes += this.unitBytes(t);
      if (this.traceBytes > MAX_TRACE_BYTES) {
        // The program stops here (the evaluator takes this as its failure); the route refuses.
        this.traceTooLarge = true;
        throw new Error(TRACE_TOO_LARGE);
      }
      frame.units.push(this.unit({ ...t, spawnedInners: spawned }));
    }
  }

  programEnd(info: { readonly pass: boolean; readonly cost: number; readonly error?: string }): void {
    const frame = this.stack.pop();
    const g = this.group;
    if (frame === undefined || g === undefined) return;
    const costs = frame.mode === 'sig' ? g.lsigConsumed : g.appConsumed;
    costs[frame.top] = (costs[frame.top] ?? 0) + info.cost;
    if (frame.clearState && !info.pass) {
      frame.trace.clearRollback = true;
      if (info.error !== undefined) frame.trace.clearRollbackError = info.error;
    }
  }

  /**
   * The trace of one top-level transaction as the algosdk model; undefined when tracing is off.
   * go's BeforeTxn gives every top-level transaction a trace, so one that ran no program gets `{}`.
   */
  execTrace(group: number, index: number): algosdk.modelsv2.SimulationTransactionExecTrace | undefined {
    if (!this.config.enable) return undefined;
    return toModel(this.groups[group]?.txns[index] ?? { inner: [] });
  }

  private unitBytes(t: StepTrace): number {
    const c = this.config;
    let n = UNIT_BYTES;
    if (c.stackChange) for (const v of t.stackAdditions) n += valueBytes(v);
    if (c.scratchChange) for (const s of t.scratchChanges) n += CHANGE_BYTES + valueBytes(s.value);
    if (c.stateChange)
      for (const s of t.stateChanges) n += CHANGE_BYTES + s.key.length * 2 + valueBytes(s.newValue);
    return n;
  }

  private unit(t: StepTrace): algosdk.modelsv2.SimulationOpcodeTraceUnit {
    const c = this.config;
    return new algosdk.modelsv2.SimulationOpcodeTraceUnit({
      pc: t.pc,
      ...(c.stackChange && t.stackPopCount > 0 && { stackPopCount: t.stackPopCount }),
      ...(c.stackChange &&
        t.stackAdditions.length > 0 && { stackAdditions: t.stackAdditions.map(avmValueModel) }),
      ...(c.scratchChange &&
        t.scratchChanges.length > 0 && {
          scratchChanges: t.scratchChanges.map(
            (s) => new algosdk.modelsv2.ScratchChange({ slot: s.slot, newValue: avmValueModel(s.value) }),
          ),
        }),
      ...(c.stateChange && t.stateChanges.length > 0 && { stateChanges: t.stateChanges.map(stateOp) }),
      ...(t.spawnedInners.length > 0 && { spawnedInners: [...t.spawnedInners] }),
    });
  }
}

/**
 * The inners a failing itxn_submit had started: go's BeforeTxn gives each one a trace and adds it
 * to the submitting step's spawned-inners before it runs (ledger/simulation/tracer.go), so the
 * failing one and those before it are listed. Which one failed is in opItxnSubmit's text.
 */
function failedSubmitInners(t: StepTrace, before: number): readonly number[] {
  const failed = t.op === 'itxn_submit' ? /^inner tx (\d+) failed/.exec(t.error ?? '') : null;
  if (failed === null) return t.spawnedInners;
  return Array.from({ length: Number(failed[1]) + 1 }, (_, i) => before + i);
}

function toModel(t: TxnTrace): algosdk.modelsv2.SimulationTransactionExecTrace {
  const inner = t.inner.map((i) =>
    i === undefined ? new algosdk.modelsv2.SimulationTransactionExecTrace({}) : toModel(i),
  );
  return new algosdk.modelsv2.SimulationTransactionExecTrace({
    ...(t.approval && { approvalProgramTrace: t.approval }),
    ...(t.approvalHash && { approvalProgramHash: t.approvalHash }),
    ...(t.clear && { clearStateProgramTrace: t.clear }),
    ...(t.clearHash && { clearStateProgramHash: t.clearHash }),
    ...(t.clearRollback && { clearStateRollback: true }),
    ...(t.clearRollbackError !== undefined && { clearStateRollbackError: t.clearRollbackError }),
    ...(t.lsig && { logicSigTrace: t.lsig }),
    ...(t.lsigHash && { logicSigHash: t.lsigHash }),
    ...(inner.length > 0 && { innerTrace: inner }),
  });
}

function stateOp(s: StateChangeTrace): algosdk.modelsv2.ApplicationStateOperation {
  return new algosdk.modelsv2.ApplicationStateOperation({
    appStateType: s.appStateType,
    operation: s.operation,
    key: s.key,
    ...(s.newValue !== undefined && { newValue: avmValueModel(s.newValue) }),
    ...(s.account !== undefined && { account: new algosdk.Address(s.account) }),
  });
}
