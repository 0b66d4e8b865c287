/**
 * Whether a logic signature's address could be an Ed25519 public key (go-algorand
 * data/transactions/logic/program.go ProgramHashIsEdwards25519Point): from AVM v13 the assembler
 * salts stateless programs whose hash decodes as an Edwards25519 point, and algod refuses such
 * escrow logic sigs at POST /v2/transactions.
 */
import { isEdwards25519Point } from '../crypto/pqAddress';
import { programHash } from './programAddress';

/** go: data/transactions/logic/opcodes.go LogicSigOffCurveVersion. */
export const LOGICSIG_OFF_CURVE_VERSION = 13;

export function programHashIsEdwards25519Point(program: Uint8Array): boolean {
  return isEdwards25519Point(programHash(program));
}

/** go: data/transactions/logic/assembler.go defaultAutoSaltApplies. */
export function defaultAutoSaltApplies(
  version: number,
  hasStatefulOps: boolean,
  program: Uint8Array,
): boolean {
  return version >= LOGICSIG_OFF_CURVE_VERSION && !hasStatefulOps && programHashIsEdwards25519Point(program);
}
