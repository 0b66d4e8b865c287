import algosdk from 'algosdk';
import type { ContractSpec, SpecMethod } from './ContractSpec';

/** The spec's method an app call's first argument selects (ARC-4: the signature's 4-byte selector). */
export function methodBySelector(
  spec: Pick<ContractSpec, 'methods'>,
  selector: Uint8Array | undefined,
): SpecMethod | undefined {
  if (selector === undefined || selector.length !== 4) return undefined;
  return spec.methods.find((m) => {
    const s = algosdk.ABIMethod.fromSignature(m.signature).getSelector();
    return s.every((b, i) => b === selector[i]);
  });
}
