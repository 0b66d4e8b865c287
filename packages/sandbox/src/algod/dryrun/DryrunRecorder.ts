import type { StepTrace, TraceHook } from '../../avm/eval/TraceHook';
import type { Value } from '../../avm/eval/values';
import { disassemblyLines } from '../../avm/eval/pcDetails';

/** A TEAL value as dry-run's DryrunState writes it (TealValue: type 1 bytes, 2 uint). */
export interface DryrunValue {
  type: number;
  bytes: string;
  uint: number | bigint;
}

export interface DryrunStep {
  line: number;
  pc: number;
  stack: DryrunValue[];
  scratch?: DryrunValue[];
  error?: string;
}

/** One top-level program's record: its disassembly and the state before each step. */
export interface DryrunProgram {
  readonly disassembly: string[];
  readonly trace: DryrunStep[];
  cost: number;
}

function value(v: Value): DryrunValue {
  return v instanceof Uint8Array
    ? { type: 1, bytes: Buffer.from(v).toString('base64'), uint: 0 }
    : { type: 2, bytes: '', uint: BigInt(v) };
}

/**
 * The dry-run debugger (go's dryrunDebugReceiver): for each top-level program, the stack and
 * scratch before every instruction, rebuilt from the evaluator's step traces (pops and pushes),
 * each tagged with its disassembly line; the failing step carries the error. Inner programs'
 * steps are not part of the caller's trace, as in go.
 */
export class DryrunRecorder implements TraceHook {
  private depth = 0;
  private current: DryrunProgram | undefined;
  private lineOfPc = new Map<number, number>();
  private stack: Value[] = [];
  private scratch: Value[] = [];

  /** The program started since the last `take`, if any. */
  take(): DryrunProgram | undefined {
    const p = this.current;
    this.current = undefined;
    return p;
  }

  programStart(info: { readonly program?: Uint8Array }): void {
    this.depth++;
    if (this.depth > 1) return;
    const dis = info.program === undefined ? undefined : disassemblyLines(info.program);
    this.lineOfPc = dis?.lineOfPc ?? new Map();
    this.current = { disassembly: dis?.lines ?? [], trace: [], cost: 0 };
    this.stack = [];
    this.scratch = [];
  }

  step(t: StepTrace): void {
    const p = this.current;
    if (this.depth !== 1 || p === undefined) return;
    const last = this.scratch.reduce<number>((hi, v, i) => (typeof v === 'object' || v !== 0 ? i : hi), -1);
    p.trace.push({
      line: this.lineOfPc.get(t.pc) ?? 0,
      pc: t.pc,
      stack: this.stack.map(value),
      ...(last >= 0 && { scratch: this.scratch.slice(0, last + 1).map(value) }),
      ...(t.error !== undefined && { error: t.error }),
    });
    this.stack.splice(this.stack.length - t.stackPopCount, t.stackPopCount);
    this.stack.push(...t.stackAdditions);
    for (const c of t.scratchChanges) {
      while (this.scratch.length <= c.slot) this.scratch.push(0);
      this.scratch[c.slot] = c.value;
    }
  }

  programEnd(info: { readonly cost: number }): void {
    this.depth--;
    if (this.depth === 0 && this.current !== undefined) this.current.cost = info.cost;
  }
}
