/**
 * Whether a logic signature's address could be an Ed25519 public key (go-algorand
 * data/transactions/logic/program.go ProgramHashIsEdwards25519Point): from AVM v13 the assembler
 * salts stateless programs whose hash decodes as an Edwards25519 point, and algod refuses such
 * escrow logic sigs at POST /v2/transactions.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { programHash } from './programAddress';

/** go: data/transactions/logic/opcodes.go LogicSigOffCurveVersion. */
export const LOGICSIG_OFF_CURVE_VERSION = 13;

/**
 * go: crypto/curve25519.go IsEdwards25519Point, filippo.io/edwards25519 Point.SetBytes: 32 bytes
 * whose low 255 bits (not reduced mod p) are a y with a square x², whatever the sign bit says
 * (x = 0 with the sign bit set is accepted). That is noble's ZIP-215 decoding.
 */
export function isEdwards25519Point(encoded: Uint8Array): boolean {
  if (encoded.length !== 32) return false;
  try {
    ed25519.Point.fromBytes(encoded, true);
    return true;
  } catch {
    return false;
  }
}

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
