import algosdk from 'algosdk';
import { hasSignature } from '../txn/hasSignature';

/** One transaction of the group being debugged, signed or not. */
export interface DebugTxn {
  stxn: algosdk.SignedTransaction;
  /** Whether it carries a signature (single, multisig or logic sig). */
  signed: boolean;
}

/** What simulate takes: signed transactions as their bytes, unsigned ones as transactions. */
export function simulationInput(group: readonly DebugTxn[]): (algosdk.Transaction | Uint8Array)[] {
  return group.map((t) => (t.signed ? algosdk.encodeMsgpack(t.stxn) : t.stxn.txn));
}

export function debugTxnOf(stxn: algosdk.SignedTransaction): DebugTxn {
  return { stxn, signed: hasSignature(stxn) };
}
