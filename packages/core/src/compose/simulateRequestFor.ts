import algosdk from 'algosdk';
import { builtTransactions } from './buildGroup';
import type { BuiltGroup } from './GroupDraft';

export interface SimulateOptions {
  /** Report resources the programs touch without naming them (what to add to the references). */
  allowUnnamedResources?: boolean;
  extraOpcodeBudget?: number;
}

/**
 * A simulate request for a built group before anything is signed: unsigned transactions with
 * empty signatures allowed. Positions already signed go in signed, so a rekeyed or logic-sig
 * signer is simulated as it will be sent.
 */
export function simulateRequestFor(
  built: BuiltGroup,
  signatures: readonly (string | null)[] = [],
  options: SimulateOptions = {},
): algosdk.modelsv2.SimulateRequest {
  const txns = builtTransactions(built).map((txn, i) => {
    const signed = signatures[i];
    return signed
      ? algosdk.decodeSignedTransaction(algosdk.base64ToBytes(signed))
      : new algosdk.SignedTransaction({ txn });
  });
  return new algosdk.modelsv2.SimulateRequest({
    txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns })],
    allowEmptySignatures: true,
    allowMoreLogging: true,
    ...(options.allowUnnamedResources ? { allowUnnamedResources: true } : {}),
    ...(options.extraOpcodeBudget ? { extraOpcodeBudget: options.extraOpcodeBudget } : {}),
  });
}
