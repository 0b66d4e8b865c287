import { sha512_256 } from '@noble/hashes/sha2.js';
import { addressFromPublicKey } from './addressFromPublicKey';

const PREFIX = new TextEncoder().encode('appID');

/**
 * The account an application holds its Algo and assets in: SHA-512/256("appID" ‖ id as 8 bytes
 * big-endian) read as a public key (what algosdk's `getApplicationAddress` computes).
 */
export function applicationAddress(id: bigint): string {
  const bytes = new Uint8Array(PREFIX.length + 8);
  bytes.set(PREFIX);
  new DataView(bytes.buffer).setBigUint64(PREFIX.length, BigInt.asUintN(64, id));
  return addressFromPublicKey(sha512_256(bytes));
}
