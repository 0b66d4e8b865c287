import { isJsonObject } from '../json/isJsonObject';
import { parseJson } from '../json/parseJson';
import type { JsonValue } from '../json/JsonValue';
import { decodeBase64 } from '../txn/decodeBytesText';
import type { AvmStackValue } from './AvmStackValue';
import { DebugError } from './DebugError';
import { DEBUG_MESSAGES as M } from './debugMessages';

/** One line of dry-run's trace: the state before the instruction on `line` ran. */
export interface DryrunTraceLine {
  line: number;
  pc: number;
  stack: AvmStackValue[];
  /** Scratch slots by index (unwritten slots below the last written one are uint 0). */
  scratch: AvmStackValue[];
  error?: string;
}

/** One program's dry-run: PASS / REJECT with the node's messages, its disassembly and trace. */
export interface DryrunProgramResult {
  verdict: 'PASS' | 'REJECT';
  messages: string[];
  disassembly: string[];
  trace: DryrunTraceLine[];
}

export interface DryrunTxnResult {
  /** 1-based. */
  position: number;
  logicSig?: DryrunProgramResult;
  app?: DryrunProgramResult;
  cost?: number;
  budgetAdded?: number;
  budgetConsumed?: number;
  /** Logged values, base64. */
  logs: string[];
}

export interface DryrunResult {
  /** The request-level error (a source that did not assemble, say); '' when none. */
  error: string;
  protocolVersion: string;
  txns: DryrunTxnResult[];
}

type Obj = { [key: string]: JsonValue };

/** algod 4.x's DryrunResponse JSON, read field by field with uint64 values exact. */
export function readDryrunResponse(text: string): DryrunResult {
  let json: JsonValue;
  try {
    json = parseJson(text);
  } catch (cause) {
    throw new DebugError('DEBUG_DRYRUN_FAILED', M.dryrunFailed(200, 'the answer is not JSON'), { cause });
  }
  if (!isJsonObject(json))
    throw new DebugError('DEBUG_DRYRUN_FAILED', M.dryrunFailed(200, 'the answer is not an object'));
  return {
    error: str(json['error']),
    protocolVersion: str(json['protocol-version']),
    txns: arr(json['txns'])
      .filter(isJsonObject)
      .map((t, i) => txnResult(t, i + 1)),
  };
}

function txnResult(t: Obj, position: number): DryrunTxnResult {
  const out: DryrunTxnResult = { position, logs: arr(t['logs']).map(str) };
  if (t['logic-sig-messages'] !== undefined) {
    out.logicSig = program(t['logic-sig-messages'], t['logic-sig-disassembly'], t['logic-sig-trace']);
  }
  if (t['app-call-messages'] !== undefined) {
    out.app = program(t['app-call-messages'], t['disassembly'], t['app-call-trace']);
  }
  const n = (k: string) => (typeof t[k] === 'number' || typeof t[k] === 'bigint' ? Number(t[k]) : undefined);
  const cost = n('cost');
  const added = n('budget-added');
  const consumed = n('budget-consumed');
  if (cost !== undefined) out.cost = cost;
  if (added !== undefined) out.budgetAdded = added;
  if (consumed !== undefined) out.budgetConsumed = consumed;
  return out;
}

function program(messages: JsonValue, disassembly: JsonValue | undefined, trace: JsonValue | undefined) {
  const m = arr(messages).map(str);
  const result: DryrunProgramResult = {
    verdict: m.includes('PASS') ? 'PASS' : 'REJECT',
    messages: m,
    disassembly: arr(disassembly).map(str),
    trace: arr(trace)
      .filter(isJsonObject)
      .map((s) => {
        const line: DryrunTraceLine = {
          line: Number(s['line'] ?? 0),
          pc: Number(s['pc'] ?? 0),
          stack: arr(s['stack']).filter(isJsonObject).map(tealValue),
          scratch: arr(s['scratch']).map((v) => (isJsonObject(v) ? tealValue(v) : ZERO)),
        };
        if (typeof s['error'] === 'string' && s['error'] !== '') line.error = s['error'];
        return line;
      }),
  };
  return result;
}

const ZERO: AvmStackValue = { type: 'uint', uint: 0n };

function tealValue(v: Obj): AvmStackValue {
  if (Number(v['type']) === 1)
    return { type: 'bytes', bytes: decodeBase64(str(v['bytes'])) ?? new Uint8Array() };
  const u = v['uint'];
  return { type: 'uint', uint: typeof u === 'bigint' || typeof u === 'number' ? BigInt(u) : 0n };
}

function arr(v: JsonValue | undefined): JsonValue[] {
  return Array.isArray(v) ? v : [];
}

function str(v: JsonValue | undefined): string {
  return typeof v === 'string' ? v : '';
}
