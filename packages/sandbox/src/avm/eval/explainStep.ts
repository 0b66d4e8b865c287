/**
 * What simulate's tracer says about one step before it runs, as go-algorand does in
 * `BeforeOpcode` (ledger/simulation/tracer.go): how many stack values the op deletes (each op's
 * `StackExplain` in data/transactions/logic/opcodeExplain.go, else its spec's argument count) and
 * which app state it touches (`AppStateExplain`: type, read/write/delete, app, account, key).
 * Errors in resolving references are swallowed as go does (the op itself fails with them).
 */
import { AvmError } from './AvmError';
import type { Instr } from './Instr';
import type { Machine } from './Machine';
import { localsReference, mutableAccountReference, appReference } from './resources/access';
import type { StateAccess } from './TraceHook';
import { bytesKey, fromBig, type Uint, type Value } from './values';

/** go's StackExplain deletions for `ins`, given the stack before it runs. */
export function stackDeletions(cx: Machine, ins: Instr): number {
  const n = ins.imm[0] ?? 0;
  switch (ins.name) {
    case 'return':
      return cx.stack.length;
    case 'bury':
    case 'cover':
    case 'uncover':
      return n + 1;
    case 'popn':
      return n;
    case 'dupn':
      return 1;
    case 'dig':
    case 'frame_dig':
    case 'pushints':
    case 'pushbytess':
      return 0;
    case 'match':
      return ins.targets.length + 1;
    case 'retsub': {
      const top = cx.callstack[cx.callstack.length - 1];
      if (top === undefined || !top.clear) return 0;
      return cx.stack.length - 1 - (top.height - top.args) + 1;
    }
    case 'frame_bury': {
      const top = cx.callstack[cx.callstack.length - 1];
      if (top === undefined) return 0;
      return cx.stack.length - 1 - (top.height + n) + 1;
    }
    default:
      return ins.argc;
  }
}

const BOX_OPS: Readonly<Record<string, 'w' | 'd' | 'r'>> = {
  box_create: 'w',
  box_extract: 'r',
  box_replace: 'w',
  box_del: 'd',
  box_len: 'r',
  box_get: 'r',
  box_put: 'w',
  box_splice: 'w',
  box_resize: 'w',
};

/** go's AppStateExplain for `ins`, or undefined when the op touches no app state. */
export function explainState(cx: Machine, ins: Instr): StateAccess | undefined {
  const s = cx.stack;
  const at = (depth: number): Value => s[s.length - 1 - depth] as Value;
  const key = (depth: number): string => {
    const v = at(depth);
    return typeof v === 'object' ? bytesKey(v) : '';
  };
  switch (ins.name) {
    case 'app_global_get':
      return { appStateType: 'g', operation: 'r', appId: cx.appId, account: undefined, key: key(0) };
    case 'app_global_get_ex':
      return {
        appStateType: 'g',
        operation: 'r',
        appId: swallow(() => appReference(cx, at(1) as Uint, true)) ?? 0n,
        account: undefined,
        key: key(0),
      };
    case 'app_global_put':
      return { appStateType: 'g', operation: 'w', appId: cx.appId, account: undefined, key: key(1) };
    case 'app_global_del':
      return { appStateType: 'g', operation: 'd', appId: cx.appId, account: undefined, key: key(0) };
    case 'app_local_get': {
      const ref = swallow(() => localsReference(cx, at(1), 0));
      return { appStateType: 'l', operation: 'r', appId: cx.appId, account: ref?.[0], key: key(0) };
    }
    case 'app_local_get_ex': {
      const ref = swallow(() => localsReference(cx, at(2), at(1) as Uint));
      return { appStateType: 'l', operation: 'r', appId: ref?.[1] ?? 0n, account: ref?.[0], key: key(0) };
    }
    case 'app_local_put':
      return {
        appStateType: 'l',
        operation: 'w',
        appId: cx.appId,
        account: swallow(() => mutableAccountReference(cx, at(2))),
        key: key(1),
      };
    case 'app_local_del':
      return {
        appStateType: 'l',
        operation: 'd',
        appId: cx.appId,
        account: swallow(() => mutableAccountReference(cx, at(1))),
        key: key(0),
      };
  }
  const op = BOX_OPS[ins.name];
  if (op === undefined) return undefined;
  // The box name is the op's deepest argument.
  return { appStateType: 'b', operation: op, appId: cx.appId, account: undefined, key: key(ins.argc - 1) };
}

/** go's AppStateQuerying: the state's current value, undefined when absent (or unresolvable). */
export function queryState(cx: Machine, a: StateAccess): Value | undefined {
  const ledger = swallow(() => cx.ledgerOrThrow());
  if (ledger === undefined) return undefined;
  const tv =
    a.appStateType === 'b'
      ? ledger.getBox(a.appId, a.key)
      : a.appStateType === 'g'
        ? ledger.getGlobal(a.appId, a.key)
        : a.account === undefined
          ? undefined
          : ledger.getLocal(a.account, a.appId, a.key);
  if (tv === undefined) return undefined;
  return typeof tv === 'bigint' ? fromBig(tv) : tv.slice();
}

function swallow<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if (e instanceof AvmError) return undefined;
    throw e;
  }
}
