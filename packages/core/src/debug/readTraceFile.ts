import algosdk from 'algosdk';
import { DebugError } from './DebugError';
import { debugTxnOf, type DebugTxn } from './DebugTxn';
import { DEBUG_MESSAGES as M } from './debugMessages';

/**
 * A `*.trace.avm.json` file as the AVM debugger reads it (a simulate response with its exec
 * trace, JSON): the response, and the group it simulated (each result carries its transaction).
 */
export function readTraceFile(text: string): {
  response: algosdk.modelsv2.SimulateResponse;
  group: DebugTxn[];
} {
  let response: algosdk.modelsv2.SimulateResponse;
  try {
    response = algosdk.decodeJSON(text, algosdk.modelsv2.SimulateResponse);
  } catch (cause) {
    throw new DebugError('DEBUG_BAD_TRACE', M.badTrace, { cause });
  }
  const results = response.txnGroups[0]?.txnResults ?? [];
  if (results.length === 0) throw new DebugError('DEBUG_BAD_TRACE', M.badTrace);
  if (!results.some((r) => r.execTrace !== undefined))
    throw new DebugError('DEBUG_BAD_TRACE', M.traceWithoutExec);
  return { response, group: results.map((r) => debugTxnOf(r.txnResult.txn)) };
}
