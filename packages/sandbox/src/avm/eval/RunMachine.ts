/**
 * One program run (go-algorand's EvalContext): the stack, scratch, call frames and budget of a
 * logic sig or app call, and the step loop that checks each op's mode, arguments and cost before
 * running it, exactly in go-algorand's order so failures carry the same text. Ops see it through
 * the `Machine` interface (Machine.ts), which keeps them out of this module's imports.
 */
import { MAX_AVM_VERSION, MODE_APP, MODE_SIG, opTable } from '../opcodes';
import { evaluateCost } from '../opCost';
import { AvmError, AvmEvalError, type EvalStateDump } from './AvmError';
import { decodeAt, opSpecError } from './decodeProgram';
import type { EvalApplyData, EvalTxn } from './EvalTxn';
import type { DecodedProgram, Frame, GroupContext, Instr, Machine } from './Machine';
import { decodeCached } from './programCache';
import { pcDetails } from './pcDetails';
import { explainState, queryState, stackDeletions } from './explainStep';
import type { ScratchChange, StateAccess, StateChangeTrace } from './TraceHook';
import { keyBytes, type Uint, type Value } from './values';

import { MAX_STACK_DEPTH, MAX_STRING_SIZE } from './limits';
import type { EvalBlockHeader, EvalLedger } from './EvalLedger';
import { runToEnd, type Slices } from './Slices';

/** Steps a run takes without pausing when its group is not sliced (more than any budget allows). */
const UNSLICED = 2 ** 52;

export class RunMachine implements Machine {
  readonly mode: number;
  readonly version: number;
  readonly bytes: Uint8Array;
  readonly txn: EvalTxn;
  readonly ad: EvalApplyData;
  stack: Value[] = [];
  readonly scratch: Value[] = new Array<Value>(256).fill(0);
  pc: number;
  /** Set by branching ops: where to continue (-1: the next instruction). */
  nextpc = -1;
  cost = 0;
  intc: readonly Uint[] = [];
  bytec: readonly Uint8Array[] = [];
  readonly callstack: Frame[] = [];
  fromCallsub = false;
  logSize = 0;
  /** Inner transactions being built (itxn_begin .. itxn_submit). */
  subtxns: EvalTxn[] = [];
  /** Trace-only records the current step's ops append to. */
  traceScratch: ScratchChange[] | undefined;
  traceInners: number[] | undefined;
  touchedFamilyShared = false;
  familyReentrancyChecked = false;

  constructor(
    readonly program: DecodedProgram,
    readonly group: GroupContext,
    readonly groupIndex: number,
    /** 0 for logic sigs. */
    readonly appId: bigint,
    sigMode: boolean,
  ) {
    this.mode = sigMode ? MODE_SIG : MODE_APP;
    this.version = program.version;
    this.bytes = program.bytes;
    this.pc = program.start;
    this.txn = group.txns[groupIndex] as EvalTxn;
    this.ad = group.applyData[groupIndex] as EvalApplyData;
    group.pastScratch[groupIndex] = this.scratch;
  }

  /** go's begin: version gates checked when the run starts (reported as eval errors). */
  private begin(): void {
    const v = this.version;
    if (v > MAX_AVM_VERSION)
      throw new AvmError(`program version ${v} greater than max supported version ${MAX_AVM_VERSION}`);
    const proto = this.params.logicSigVersion;
    if (v > proto)
      throw new AvmError(`program version ${v} greater than protocol supported version ${proto}`);
    if (v < 9 && this.mode === MODE_APP && this.txn.access !== undefined)
      throw new AvmError('pre-sharedResources program cannot be invoked with tx.Access');
    if (v < this.group.minAvmVersion)
      throw new AvmError(
        `program version must be >= ${this.group.minAvmVersion} for this transaction group, but have version ${v}`,
      );
    if (this.mode === MODE_SIG && (this.group.lsigArgs[this.groupIndex]?.length ?? 0) > 255)
      throw new AvmError('LogicSig has too many arguments');
  }

  get params() {
    return this.group.params;
  }

  /** Clear-state programs may use 700 whatever the pool holds (go's IsolateClearState). */
  get isClearState(): boolean {
    return this.mode === MODE_APP && this.txn.onCompletion === 3n;
  }

  /** The ledger of application mode (logic sigs have none: their state ops are mode-gated). */
  ledgerOrThrow(): EvalLedger {
    const l = this.group.ledger;
    if (!l) throw new AvmError('no ledger in signature mode');
    return l;
  }

  /** A block header within the transaction's reach (go's availableRound + BlockHdr). */
  blockHeader(round: bigint, t: EvalTxn): EvalBlockHeader {
    let firstAvail = t.lastValid - this.params.maxTxnLife - 1n;
    if (firstAvail <= 0n) firstAvail = 1n;
    const lastAvail = t.firstValid === 0n ? 0n : t.firstValid - 1n;
    if (firstAvail > round || round > lastAvail)
      throw new AvmError(`round ${round} is not available. It's outside [${firstAvail}-${lastAvail}]`);
    const hdr = this.group.sigLedger.blockHeader(round);
    if (!hdr) throw new AvmError(`no block header for round ${round}`);
    return hdr;
  }

  remainingBudget(): number {
    if (this.isClearState) return this.params.maxAppProgramCost - this.cost;
    return this.group.budget.value;
  }

  private instrAt(pc: number): Instr {
    return this.program.instrs[pc] ?? (this.program.instrs[pc] = decodeAt(this.bytes, pc, this.version));
  }

  /** Checks and runs one instruction (go's step, up to advancing the pc). */
  private step(ins: Instr): void {
    const s = this.stack;
    // go v5.0: data/transactions/logic/eval.go step (getOpSpecError); the texts carry no pc.
    if (!ins.spec) throw new AvmError(opSpecError(this.bytes, ins.pc, opTable(this.version)));
    if ((this.mode & ins.modes) === 0) throw new AvmError(`${ins.name} not allowed in current mode`);
    const argc = ins.argc;
    if (s.length < argc) throw new AvmError(`stack underflow in ${ins.name}`);
    if (argc > 0) {
      const first = s.length - argc;
      for (let i = 0; i < argc; i++) {
        const k = ins.argKinds[i];
        if (k === 0) continue;
        const isBytes = typeof s[first + i] === 'object';
        if (isBytes !== (k === 2)) {
          const want = ins.spec.args[i]?.name ?? '';
          throw new AvmError(`${ins.name} arg ${i} wanted ${want} but got ${isBytes ? '[]byte' : 'uint64'}`);
        }
      }
    }
    if (ins.short) throw new AvmError('program ends without immediate value(s)');
    let cost = ins.cost;
    if (cost <= 0) {
      if (ins.dynCost) {
        const dc = ins.dynCost;
        cost = evaluateCost(dc, () => {
          const v = s[s.length - 1 - dc.depth];
          return typeof v === 'object' ? v.length : 0;
        });
      } else throw new AvmError(`${ins.name} returned 0 cost`);
    }
    if (cost > this.remainingBudget()) {
      throw new AvmError(
        `dynamic cost budget exceeded, executing ${ins.name}: local program cost was ${this.cost}`,
      );
    }
    this.cost += cost;
    this.group.budget.value -= cost;
    if (ins.decodeError !== undefined) throw new AvmError(ins.decodeError);
    ins.exec(this, ins);
    if (ins.checkReturns) {
      const retc = ins.spec.returns.length;
      for (let i = s.length - retc; i < s.length; i++) {
        const v = this.stack[i];
        if (typeof v === 'object' && v.length > MAX_STRING_SIZE)
          throw new AvmError(`${ins.name} produced a too big (${v.length}) byte-array`);
      }
    }
    if (this.stack.length > MAX_STACK_DEPTH) throw new AvmError('stack overflow');
  }

  /** Runs to the end; returns whether the program approved. Throws AvmEvalError. */
  run(): boolean {
    return runToEnd(this.steps());
  }

  /**
   * The run as work that pauses every `group.sliceSteps` steps (never when that is unset); the
   * machine holds all its state, so a pause is just the loop returning. Returns `run`'s result.
   */
  *steps(): Slices<boolean> {
    const slice = this.group.sliceSteps ?? UNSLICED;
    try {
      this.begin();
      if (this.group.trace) while (!this.loopTraced(slice)) yield;
      else while (!this.loop(slice)) yield;
      return this.finish();
    } catch (e) {
      throw this.evalError(e);
    }
  }

  /** Runs at most `limit` steps; returns whether the program ended. */
  private loop(limit: number): boolean {
    const end = this.bytes.length;
    let left = limit;
    while (this.pc < end) {
      if (left-- === 0) return false;
      const ins = this.program.instrs[this.pc] ?? this.instrAt(this.pc);
      this.step(ins);
      if (this.nextpc >= 0) {
        this.pc = this.nextpc;
        this.nextpc = -1;
      } else this.pc = ins.next;
    }
    return true;
  }

  /** `loop` reporting each step to the trace hook. */
  private loopTraced(limit: number): boolean {
    const hook = this.group.trace;
    if (!hook) return true;
    const end = this.bytes.length;
    const appMode = this.mode === MODE_APP && hook.explainState === true;
    let left = limit;
    while (this.pc < end) {
      if (left-- === 0) return false;
      const ins = this.instrAt(this.pc);
      const before = this.stack.slice();
      const costBefore = this.cost;
      // go's BeforeOpcode: deletions and the state touched are explained before the op runs.
      const pops = Math.min(stackDeletions(this, ins), before.length);
      const access = appMode ? explainState(this, ins) : undefined;
      const stateAccess = access && { ...access, before: queryState(this, access) };
      this.traceScratch = [];
      this.traceInners = [];
      try {
        this.step(ins);
      } catch (e) {
        hook.step({
          pc: ins.pc,
          op: ins.name,
          cost: this.cost - costBefore,
          stackPopCount: pops,
          stackAdditions: [],
          scratchChanges: [],
          stateChanges: stateChanges(access, undefined),
          ...(stateAccess && { stateAccess }),
          spawnedInners: [],
          error: e instanceof Error ? e.message : String(e),
        });
        throw e;
      }
      hook.step({
        pc: ins.pc,
        op: ins.name,
        cost: this.cost - costBefore,
        stackPopCount: pops,
        stackAdditions: this.stack.slice(before.length - pops),
        scratchChanges: this.traceScratch,
        // go's AfterOpcode: the new value is read back once the op ran (a delete reads nothing).
        stateChanges: stateChanges(access, access && queryState(this, access)),
        ...(stateAccess && { stateAccess }),
        spawnedInners: this.traceInners,
      });
      if (this.nextpc >= 0) {
        this.pc = this.nextpc;
        this.nextpc = -1;
      } else this.pc = ins.next;
    }
    this.traceScratch = undefined;
    this.traceInners = undefined;
    return true;
  }

  private finish(): boolean {
    if (this.stack.length !== 1) throw new AvmError(`stack len is ${this.stack.length} instead of 1`);
    const top = this.stack[0] as Value;
    if (typeof top === 'object') throw new AvmError('stack finished with bytes not int');
    return top !== 0;
  }

  private evalError(e: unknown): AvmEvalError {
    if (e instanceof AvmEvalError) return e;
    const cause =
      e instanceof AvmError
        ? e
        : new AvmError(e instanceof Error ? e.message : String(e), 'ledger', { cause: e });
    return new AvmEvalError({
      pc: this.pc,
      opcodes: pcDetails(this.bytes, this.pc),
      mode: this.mode === MODE_SIG ? 'sig' : 'app',
      appId: this.appId,
      cause,
      groupIndex: this.groupIndex,
      evalStates: this.evalStates(),
    });
  }

  /** go's evalStates: scratch (to its last non-empty slot) and logs of each program so far, this stack. */
  private evalStates(): EvalStateDump[] {
    const states: EvalStateDump[] = [];
    for (let i = 0; i <= this.groupIndex; i++) {
      const scratch = this.group.pastScratch[i];
      let last = -1;
      scratch?.forEach((v, slot) => {
        if (typeof v === 'object' || v !== 0) last = slot;
      });
      const logs = this.group.applyData[i]?.logs ?? [];
      states.push({
        ...(scratch !== undefined && last >= 0 && { scratch: scratch.slice(0, last + 1) }),
        ...(i === this.groupIndex && this.stack.length > 0 && { stack: [...this.stack] }),
        ...(logs.length > 0 && { logs: [...logs] }),
      });
    }
    return states;
  }
}

/** A machine for an inner app call's program (GroupContext.spawn): decoded once, cached. */
export function spawnMachine(
  program: Uint8Array,
  group: GroupContext,
  index: number,
  appId: bigint,
): Machine {
  return new RunMachine(decodeCached(program), group, index, appId, false);
}

/** A write or delete as a trace entry (reads are no state change); `newValue` absent on delete or failure. */
function stateChanges(access: StateAccess | undefined, newValue: Value | undefined): StateChangeTrace[] {
  if (access === undefined || access.operation === 'r') return [];
  return [
    {
      appStateType: access.appStateType,
      operation: access.operation,
      key: keyBytes(access.key),
      ...(newValue !== undefined && { newValue }),
      ...(access.account !== undefined && { account: access.account }),
    },
  ];
}
