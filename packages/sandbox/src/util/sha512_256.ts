import { createHash } from 'node:crypto';

/** SHA-512/256 of the concatenated parts: the hash algod uses for ids (txid, group id, genesis hash, block hash). */
export function sha512_256(...parts: Uint8Array[]): Uint8Array {
  const h = createHash('sha512-256');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
}
