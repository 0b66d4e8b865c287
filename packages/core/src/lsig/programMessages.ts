import algosdk from 'algosdk';

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** What a single account signs to delegate a program: "Program" ‖ program. */
export function delegationMessage(program: Uint8Array): Uint8Array {
  return concat(algosdk.PROGRAM_TAG, program);
}

/** What each multisig member signs for the lmsig form: "MsigProgram" ‖ multisig address ‖ program. */
export function multisigDelegationMessage(program: Uint8Array, msigPublicKey: Uint8Array): Uint8Array {
  return concat(algosdk.MSIG_PROGRAM_TAG, msigPublicKey, program);
}
