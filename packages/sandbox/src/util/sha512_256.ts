import { digest } from '#platform/crypto';

/** SHA-512/256 of the concatenated parts: the hash algod uses for ids (txid, group id, genesis hash, block hash). */
export function sha512_256(...parts: Uint8Array[]): Uint8Array {
  return digest('sha512-256', parts);
}
