import type { ContractSpec } from './ContractSpec';
import { errorMessageForPc, pcOfLogicError } from './errorMessageForPc';

export interface CallFailure {
  /** The catalogue's words for what the node said. */
  message: string;
  /** The node's own text. */
  nodeText: string;
  pc?: number;
  /** The ARC-56 error message the spec maps that pc to. */
  contractError?: string;
}

/**
 * A failed call explained: the node's text, the failing pc, and the spec's error message for
 * that pc (approval program; `program` is needed when the spec's pcs are cblock-relative).
 */
export function explainFailure(
  message: string,
  nodeText: string,
  spec: Pick<ContractSpec, 'sourceInfo'> | undefined,
  program: Uint8Array | undefined,
): CallFailure {
  const pc = pcOfLogicError(nodeText);
  const contractError =
    pc === undefined ? undefined : errorMessageForPc(spec?.sourceInfo?.approval, pc, program);
  return {
    message,
    nodeText,
    ...(pc !== undefined && { pc }),
    ...(contractError !== undefined && { contractError }),
  };
}
