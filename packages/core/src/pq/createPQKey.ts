import { pqKeyOf, type PQKey } from './PQKey';

/**
 * A new Falcon-1024 account from fresh randomness (or a 48-byte seed, for tests). Falcon loads here
 * for the first time: keygen takes a second or two, so callers show progress.
 */
export async function createPQKey(seed?: Uint8Array): Promise<PQKey> {
  const { falcon1024Keygen } = await import('./falcon1024');
  const { publicKey, secretKey } = falcon1024Keygen(seed);
  return pqKeyOf(publicKey, secretKey);
}
