/** Test helpers: assemble TEAL, run it as an app call or a logic sig against a FakeLedger. */
import { assemble } from '../../assemble';
import { AppGroup, LogicSigGroup } from '../AvmGroup';
import { AvmEvalError } from '../AvmError';
import type { AvmParams } from '../AvmParams';
import { DEFAULT_AVM_PARAMS } from '../AvmParams';
import { emptyApplyData, EvalTxn, type EvalApplyData } from '../EvalTxn';
import type { TraceHook } from '../TraceHook';
import { FakeLedger } from './FakeLedger';

export const APP_ID = 1001n;
export const SENDER = new Uint8Array(32).fill(1);
export const OTHER = new Uint8Array(32).fill(2);

export function appTxn(patch: Partial<EvalTxn> = {}): EvalTxn {
  const t = Object.assign(new EvalTxn(), {
    type: 'appl',
    sender: SENDER,
    fee: 1000n,
    firstValid: 990n,
    lastValid: 1990n,
    applicationId: APP_ID,
  });
  return Object.assign(t, patch);
}

export interface RunResult {
  readonly pass: boolean;
  readonly error: AvmEvalError | undefined;
  readonly ad: EvalApplyData;
  readonly ledger: FakeLedger;
  readonly group: AppGroup;
}

export interface RunOptions {
  readonly txn?: Partial<EvalTxn>;
  /** Extra group transactions placed before the app call. */
  readonly before?: readonly EvalTxn[];
  readonly ledger?: FakeLedger;
  readonly params?: Partial<AvmParams>;
  readonly trace?: TraceHook;
}

export function teal(source: string): Uint8Array {
  return assemble(source).program;
}

export function runApp(source: string | Uint8Array, opts: RunOptions = {}): RunResult {
  const program = typeof source === 'string' ? teal(source) : source;
  const ledger = opts.ledger ?? new FakeLedger();
  if (!ledger.apps.has(APP_ID)) ledger.createApp(APP_ID, SENDER, program);
  const txns = [...(opts.before ?? []), appTxn(opts.txn)];
  const applyData = txns.map(() => emptyApplyData());
  const group = new AppGroup({
    txns,
    txids: txns.map((_, i) => new Uint8Array(32).fill(100 + i)),
    ledger,
    applyData,
    params: { ...DEFAULT_AVM_PARAMS, ...opts.params },
    ...(opts.trace ? { trace: opts.trace } : {}),
  });
  const index = txns.length - 1;
  const ad = applyData[index] as EvalApplyData;
  try {
    return { pass: group.run(index, APP_ID, program), error: undefined, ad, ledger, group };
  } catch (e) {
    if (e instanceof AvmEvalError) return { pass: false, error: e, ad, ledger, group };
    throw e;
  }
}

/** The error text of a failing app run (throws if it passed). */
export function appError(source: string, opts?: RunOptions): string {
  const r = runApp(source, opts);
  if (!r.error) throw new Error(`expected failure, got pass=${r.pass}`);
  return r.error.message;
}

export function runSig(
  source: string | Uint8Array,
  opts: { args?: Uint8Array[]; txn?: Partial<EvalTxn>; groupSize?: number } = {},
): { pass: boolean; error: AvmEvalError | undefined } {
  const program = typeof source === 'string' ? teal(source) : source;
  const t = Object.assign(
    Object.assign(new EvalTxn(), {
      type: 'pay',
      sender: SENDER,
      fee: 1000n,
      firstValid: 990n,
      lastValid: 1990n,
    }),
    opts.txn,
  );
  const n = opts.groupSize ?? 1;
  const txns = Array.from({ length: n }, () => t);
  const group = new LogicSigGroup({
    txns,
    txids: txns.map(() => new Uint8Array(32).fill(9)),
    sigLedger: new FakeLedger(),
    lsigs: txns.map(() => ({ program, args: opts.args ?? [] })),
  });
  try {
    return { pass: group.run(0), error: undefined };
  } catch (e) {
    if (e instanceof AvmEvalError) return { pass: false, error: e };
    throw e;
  }
}

export function sigError(source: string, opts?: Parameters<typeof runSig>[1]): string {
  const r = runSig(source, opts);
  if (!r.error) throw new Error(`expected failure, got pass=${r.pass}`);
  return r.error.message;
}
