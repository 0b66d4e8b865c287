import type { MultisigParams } from '../multisig/MultisigParams';
import type { LsigArg } from './LsigArg';

/**
 * Who delegated the program. `sig`: one account's signature over "Program" ‖ program. `lmsig`: a
 * multisig's, over "MsigProgram" ‖ multisig address ‖ program, one entry per member (null until
 * that member signs). `pqsig`: a post-quantum account's Falcon-1024 signature over
 * "ProgramPQ" ‖ program, with its scheme, salt and public key (go: data/transactions/logicsig.go
 * PQSig), all base64 but the salt. Signatures are public data; no key is ever kept.
 */
export type LsigDelegation =
  | { kind: 'sig'; delegator: string; sig: string }
  | { kind: 'lmsig'; msig: MultisigParams; sigs: (string | null)[] }
  | { kind: 'pqsig'; delegator: string; scheme: string; salt: number; publicKey: string; sig: string };

/** A logic sig as the screen keeps it per network: program, typed arguments, delegation. */
export interface SavedLogicSig {
  /** Stable key in the store: chosen when first saved. */
  id: string;
  name: string;
  /** The TEAL it was compiled from ('' when it came from a file without source). */
  source: string;
  /** The bytecode, base64. */
  program: string;
  args: LsigArg[];
  delegation?: LsigDelegation;
  savedAt: number;
}
