import type { MultisigParams } from '../multisig/MultisigParams';
import type { LsigArg } from './LsigArg';

/**
 * Who delegated the program. `sig`: one account's signature over "Program" ‖ program. `lmsig`: a
 * multisig's, over "MsigProgram" ‖ multisig address ‖ program, one entry per member (null until
 * that member signs). Signatures are public data; no key is ever kept.
 */
export type LsigDelegation =
  | { kind: 'sig'; delegator: string; sig: string }
  | { kind: 'lmsig'; msig: MultisigParams; sigs: (string | null)[] };

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
