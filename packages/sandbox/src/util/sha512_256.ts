import * as crypto from 'node:crypto';

/** node:crypto's one-shot `hash` (Node ≥ 20.12): a third cheaper than createHash for small inputs. */
const oneShot = (crypto as { hash?: (alg: string, data: Uint8Array, enc: 'buffer') => Buffer }).hash;

/** `alg` of the concatenated parts. */
export function digest(alg: 'sha512-256' | 'sha256', parts: readonly Uint8Array[]): Uint8Array {
  if (oneShot !== undefined) {
    const data = parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts);
    return new Uint8Array(oneShot(alg, data, 'buffer'));
  }
  const h = crypto.createHash(alg);
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
}

/** SHA-512/256 of the concatenated parts: the hash algod uses for ids (txid, group id, genesis hash, block hash). */
export function sha512_256(...parts: Uint8Array[]): Uint8Array {
  return digest('sha512-256', parts);
}
