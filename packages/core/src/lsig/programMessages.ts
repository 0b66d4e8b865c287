import algosdk from 'algosdk';
import { concatBytes } from '../encoding/concatBytes';

/** What a single account signs to delegate a program: "Program" ‖ program. */
export function delegationMessage(program: Uint8Array): Uint8Array {
  return concatBytes([algosdk.PROGRAM_TAG, program]);
}

/** What each multisig member signs for the lmsig form: "MsigProgram" ‖ multisig address ‖ program. */
export function multisigDelegationMessage(program: Uint8Array, msigPublicKey: Uint8Array): Uint8Array {
  return concatBytes([algosdk.MSIG_PROGRAM_TAG, msigPublicKey, program]);
}
