/**
 * The address of a logic signature program (its escrow account), and the `hash` algod's
 * /v2/teal/compile returns: sha512_256("Program" ‖ program) as a checksummed base32 address.
 */
import { encodeAddress } from 'algosdk';
import { sha512_256 } from '../util/sha512_256';

const PROGRAM_PREFIX = new TextEncoder().encode('Program');

export function programHash(program: Uint8Array): Uint8Array {
  return sha512_256(PROGRAM_PREFIX, program);
}

export function programAddress(program: Uint8Array): string {
  return encodeAddress(programHash(program));
}
