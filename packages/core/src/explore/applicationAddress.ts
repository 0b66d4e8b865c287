import { sha512_256 } from '@noble/hashes/sha2.js';
import { keyBytesToAddress } from './publicKeyToAddress';

const PREFIX = new TextEncoder().encode('appID');

/** An application's own account: SHA-512/256 of `appID` and the id as 8 big-endian bytes. */
export function applicationAddress(id: bigint): string {
  const bytes = new Uint8Array(PREFIX.length + 8);
  bytes.set(PREFIX);
  new DataView(bytes.buffer).setBigUint64(PREFIX.length, BigInt.asUintN(64, id));
  return keyBytesToAddress(sha512_256(bytes));
}
