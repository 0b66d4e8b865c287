import type { AvmEvalError } from '../../avm/eval/AvmError';

type Plain = number | string;

/** A stack or scratch value as go's JSON writes `any`: uint64 as a number, bytes as base64. */
function plain(v: bigint | number | Uint8Array): Plain {
  return v instanceof Uint8Array ? Buffer.from(v).toString('base64') : Number(v);
}

/**
 * The `data` algod attaches to a rejected broadcast whose program failed (go's EvalError
 * annotations): `pc`, `group-index`, `eval-states` (scratch, the failing program's stack, logs,
 * for each transaction up to the failing one) and, for apps, `app-index`.
 */
export function evalErrorData(e: AvmEvalError): Record<string, unknown> {
  return {
    pc: e.pc,
    'group-index': e.groupIndex,
    'eval-states': e.evalStates.map((s) => ({
      ...(s.scratch !== undefined && { scratch: s.scratch.map(plain) }),
      ...(s.stack !== undefined && { stack: s.stack.map(plain) }),
      ...(s.logs !== undefined && { logs: s.logs.map((l) => Buffer.from(l).toString('base64')) }),
    })),
    ...(e.mode === 'app' && { 'app-index': Number(e.appId) }),
  };
}
