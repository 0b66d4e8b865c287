import algosdk from 'algosdk';
import { readSimulation, type SimulationReport } from '../compose/readSimulation';

/** Every option algod's simulate endpoint takes (`SimulateRequest`). */
export interface SimulateGroupOptions {
  /** Unsigned positions are simulated as if signed (defaults to true for unsigned input). */
  allowEmptySignatures?: boolean;
  /** Signatures are checked against the signer a rekey in the group would require. */
  fixSigners?: boolean;
  /** Report resources the programs touch without naming them (what to add to the references). */
  allowUnnamedResources?: boolean;
  extraOpcodeBudget?: number;
  /** Lifts the log size and count limits. */
  allowMoreLogging?: boolean;
  /** Simulate against the state after this round (a node keeps recent rounds only). */
  round?: bigint;
  execTrace?: { enable: boolean; stackChange?: boolean; scratchChange?: boolean; stateChange?: boolean };
}

export interface SimulationOutcome {
  request: algosdk.modelsv2.SimulateRequest;
  response: algosdk.modelsv2.SimulateResponse;
  report: SimulationReport;
}

/**
 * The simulate request for one group: unsigned transactions travel with empty signatures, signed
 * ones as they will be sent (a logic sig or a rekeyed signer is simulated as it is).
 */
export function simulateRequest(
  group: readonly (algosdk.Transaction | Uint8Array)[],
  options: SimulateGroupOptions = {},
): algosdk.modelsv2.SimulateRequest {
  const txns = group.map((t) =>
    t instanceof Uint8Array ? algosdk.decodeSignedTransaction(t) : new algosdk.SignedTransaction({ txn: t }),
  );
  const anyUnsigned = group.some((t) => !(t instanceof Uint8Array));
  const trace = options.execTrace;
  return new algosdk.modelsv2.SimulateRequest({
    txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns })],
    allowEmptySignatures: options.allowEmptySignatures ?? anyUnsigned,
    ...(options.allowMoreLogging !== undefined && { allowMoreLogging: options.allowMoreLogging }),
    ...(options.allowUnnamedResources && { allowUnnamedResources: true }),
    ...(options.fixSigners && { fixSigners: true }),
    ...(options.extraOpcodeBudget && { extraOpcodeBudget: options.extraOpcodeBudget }),
    ...(options.round !== undefined && { round: options.round }),
    ...(trace?.enable && {
      execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({
        enable: true,
        ...(trace.stackChange && { stackChange: true }),
        ...(trace.scratchChange && { scratchChange: true }),
        ...(trace.stateChange && { stateChange: true }),
      }),
    }),
  });
}

/**
 * Simulates one group (see simulateRequest). The report reads the response in the catalogue's
 * words; the response itself keeps the trace for the debugger.
 */
export async function simulateGroup(
  algod: algosdk.Algodv2,
  group: readonly (algosdk.Transaction | Uint8Array)[],
  options: SimulateGroupOptions = {},
): Promise<SimulationOutcome> {
  const request = simulateRequest(group, options);
  const response = await algod.simulateTransactions(request).do();
  return {
    request,
    response,
    report: readSimulation(
      response,
      request.txnGroups[0]!.txns.map((t) => t.txn.txID()),
    ),
  };
}
