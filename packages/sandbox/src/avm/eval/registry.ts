/**
 * Every op the evaluator implements, by name. Ops missing here (and present in the langspec) fail
 * with `<op> is not supported by the sandbox` — never a wrong answer.
 */
import { AvmError } from './AvmError';
import type { OpFn } from './Instr';
import { ARITH_OPS } from './ops/arith';
import { APP_BOX_OPS, BOX_OPS } from './ops/boxes';
import { APP_PARAMS_SET_OPS } from './ops/appParamsSet';
import { BYTE_MATH_OPS } from './ops/byteMath';
import { BYTES_OPS } from './ops/bytes';
import { CRYPTO_OPS } from './ops/crypto';
import { ENCODING_OPS } from './ops/encoding';
import { FLOW_OPS } from './ops/flow';
import { GLOBAL_OPS } from './ops/global';
import { INNER_OPS } from './ops/inner';
import { PAIRING_OPS } from './ops/pairing';
import { JSON_OPS } from './ops/jsonRef';
import { STACK_OPS } from './ops/stack';
import { STATE_OPS } from './ops/state';
import { TXN_OPS } from './ops/txn';
import { ZK_HASH_OPS } from './ops/zkHash';

const IMPLEMENTED: ReadonlyMap<string, OpFn> = new Map(
  [
    ARITH_OPS,
    BYTES_OPS,
    BYTE_MATH_OPS,
    FLOW_OPS,
    STACK_OPS,
    CRYPTO_OPS,
    ENCODING_OPS,
    TXN_OPS,
    GLOBAL_OPS,
    STATE_OPS,
    BOX_OPS,
    INNER_OPS,
    PAIRING_OPS,
    ZK_HASH_OPS,
    JSON_OPS,
    APP_BOX_OPS,
    APP_PARAMS_SET_OPS,
  ].flatMap((m) => Object.entries(m)),
);

/** go-algorand's `trusted` ops: their stack effect is not the prototype's, so results are not re-checked. */
const TRUSTED = new Set(['popn', 'dupn', 'pushbytess', 'pushints', 'retsub', 'match']);

export interface OpImplementation {
  readonly fn: OpFn;
  readonly trusted: boolean;
  readonly supported: boolean;
}

const unsupported = new Map<string, OpImplementation>();

export function opImplementation(name: string): OpImplementation {
  const fn = IMPLEMENTED.get(name);
  if (fn) return { fn, trusted: TRUSTED.has(name), supported: true };
  let u = unsupported.get(name);
  if (!u) {
    u = {
      fn: () => {
        throw new AvmError(`${name} is not supported by the sandbox`, 'unsupported');
      },
      trusted: true,
      supported: false,
    };
    unsupported.set(name, u);
  }
  return u;
}

export function isSupported(name: string): boolean {
  return IMPLEMENTED.has(name);
}
