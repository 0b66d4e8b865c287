/**
 * Errors of the AVM evaluator. An op fails by throwing `AvmError` with go-algorand's exact text;
 * the run loop turns it into an `AvmEvalError` that also knows where it happened (pc, the
 * disassembled ops around it), from which the ledger builds algod's messages:
 * `logic eval error: <err>. Details: app=<id>, pc=<pc>` and `rejected by logic err=<err>. Details: pc=<pc>`.
 */
export type AvmErrorCode =
  /** The program failed while running (an op's error, budget, stack, final-state checks). */
  | 'eval'
  /** The static check (go-algorand's `check`) rejected the program before running. */
  | 'check'
  /** An op (or an op's case) the sandbox does not implement (vrf, falcon, json_ref, ...). */
  | 'unsupported'
  /** A state read/write failed in the ledger behind `EvalLedger` (its own text). */
  | 'ledger';

export class AvmError extends Error {
  readonly code: AvmErrorCode;

  constructor(message: string, code: AvmErrorCode = 'eval', options?: ErrorOptions) {
    super(message, options);
    this.name = 'AvmError';
    this.code = code;
  }
}

/** A program's state when one failed (go's evalState): shown in algod's error `data`. */
export interface EvalStateDump {
  /** Scratch slots up to the last non-empty one. */
  readonly scratch?: readonly (bigint | number | Uint8Array)[];
  /** Only the failing program's stack is still known. */
  readonly stack?: readonly (bigint | number | Uint8Array)[];
  readonly logs?: readonly Uint8Array[];
}

export interface AvmEvalErrorInit {
  readonly pc: number;
  /** Up to 3 disassembled ops ending at pc, joined by "; " (go-algorand's pcDetails). */
  readonly opcodes: string;
  readonly mode: 'sig' | 'app';
  readonly appId: bigint;
  readonly cause: AvmError;
  /** The failing program's index in its group. */
  readonly groupIndex?: number;
  /** One per group transaction up to the failing one (go's eval-states). */
  readonly evalStates?: readonly EvalStateDump[];
}

/** A failed evaluation: `message` is the bare error text (what go-algorand wraps as `err`). */
export class AvmEvalError extends Error {
  readonly code: AvmErrorCode;
  readonly pc: number;
  readonly opcodes: string;
  readonly mode: 'sig' | 'app';
  readonly appId: bigint;
  readonly groupIndex: number;
  readonly evalStates: readonly EvalStateDump[];

  constructor(init: AvmEvalErrorInit) {
    super(init.cause.message, { cause: init.cause });
    this.name = 'AvmEvalError';
    this.code = init.cause.code;
    this.pc = init.pc;
    this.opcodes = init.opcodes;
    this.mode = init.mode;
    this.appId = init.appId;
    this.groupIndex = init.groupIndex ?? 0;
    this.evalStates = init.evalStates ?? [];
  }

  /** go-algorand's EvalError text; `detailed` adds `opcodes=` as algod does when simulate asks for it. */
  describe(detailed = false): string {
    let details = detailed ? `pc=${this.pc}, opcodes=${this.opcodes}` : `pc=${this.pc}`;
    if (this.mode === 'app') {
      details = `app=${this.appId}, ${details}`;
      return `logic eval error: ${this.message}. Details: ${details}`;
    }
    return `rejected by logic err=${this.message}. Details: ${details}`;
  }
}
