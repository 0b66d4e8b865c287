import { addressFromPublicKey } from '../address/addressFromPublicKey';
import { base64Bytes } from './base64Bytes';

/** A 32-byte public key (base64, as the indexer sends multisig subsigners) → its address; undefined if not 32 bytes. */
export function publicKeyToAddress(publicKeyB64: string): string | undefined {
  const key = base64Bytes(publicKeyB64);
  if (key === undefined || key.length !== 32) return undefined;
  return addressFromPublicKey(key);
}
