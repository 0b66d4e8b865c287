import { abiValueText } from '../abi/displayAbiValue';
import { returnField } from '../contracts/argSlots';
import type { ContractSpec } from '../contracts/ContractSpec';
import { decodeReturnValue } from '../contracts/decodeReturnValue';
import { explainFailure } from '../contracts/explainFailure';
import { methodBySelector } from '../contracts/methodBySelector';
import { decodeBase64 } from '../txn/decodeBytesText';

/** What a spec attached to the called app says about one simulated call of the studio's group. */
export interface SimulatedAppCallReading {
  /** The ABI method the call's selector names in the spec. */
  method?: string;
  /** Its return value decoded by the spec's return type, as text. */
  returned?: string;
  /** The ARC-56 error message the spec maps the failing pc to. */
  contractError?: string;
}

/**
 * Reads a simulated app call with the called app's spec, as the lab does: the method by its
 * selector (ARC-4 first app argument), its return value by the spec's type (ARC-4 return log
 * 0x151f7c75 last), and, when it failed, the spec's ARC-56 error message for the failing pc
 * (`approval` is needed when the spec's pcs are cblock-relative).
 */
export function readSimulatedAppCall(
  spec: ContractSpec,
  appArgs: readonly Uint8Array[],
  logsBase64: readonly string[],
  failure?: { nodeText: string; approval?: Uint8Array },
): SimulatedAppCallReading {
  const method = methodBySelector(spec, appArgs[0]);
  const out: SimulatedAppCallReading = {};
  if (method !== undefined) {
    out.method = method.name;
    const field = returnField(method, spec);
    const logs = logsBase64.map((l) => decodeBase64(l) ?? new Uint8Array());
    const r = failure === undefined ? decodeReturnValue(field, logs) : undefined;
    if (r?.kind === 'value' && field !== undefined) out.returned = abiValueText(field, r.value);
  }
  if (failure !== undefined) {
    const contractError = explainFailure('', failure.nodeText, spec, failure.approval).contractError;
    if (contractError !== undefined) out.contractError = contractError;
  }
  return out;
}
