/**
 * Post-quantum account addresses (go: data/basics/pq_address.go): SHA-512/256("PQA" ‖ scheme (2
 * bytes) ‖ salt (1 byte) ‖ public key), and the canonical salt: the lowest one whose address is not
 * an Edwards25519 point (data/basics/address.go IsPQCompliant), so no ed25519 key can own it.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512_256 } from '@noble/hashes/sha2.js';

/** protocol.PostQuantumAddress. */
const PQA = new TextEncoder().encode('PQA');

/** protocol.PQSchemeFalcon1024: "f1". */
export const PQ_SCHEME_FALCON1024 = 'f1';

/** go: basics.PQAddress — the 32-byte address of (scheme, salt, public key). */
export function pqAddress(scheme: Uint8Array, salt: number, publicKey: Uint8Array): Uint8Array {
  const pre = new Uint8Array(PQA.length + scheme.length + 1 + publicKey.length);
  pre.set(PQA);
  pre.set(scheme, PQA.length);
  pre[PQA.length + scheme.length] = salt;
  pre.set(publicKey, PQA.length + scheme.length + 1);
  return sha512_256(pre);
}

/**
 * go: crypto.IsEdwards25519Point — whether 32 bytes decode as an Edwards25519 point the way
 * filippo.io/edwards25519's SetBytes decodes them (non-canonical y and "-0" accepted, no subgroup
 * check): @noble/curves' ZIP-215 decoding is that rule.
 */
export function isEdwards25519Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  try {
    ed25519.Point.fromBytes(bytes, true);
    return true;
  } catch {
    return false;
  }
}

/** go: basics.CanonicalPQAddressSalt — the lowest PQ-compliant salt and its address (undefined: none, ~2^-256). */
export function canonicalPQAddress(
  scheme: Uint8Array,
  publicKey: Uint8Array,
): { salt: number; address: Uint8Array } | undefined {
  for (let salt = 0; salt <= 0xff; salt++) {
    const address = pqAddress(scheme, salt, publicKey);
    if (!isEdwards25519Point(address)) return { salt, address };
  }
  return undefined;
}
