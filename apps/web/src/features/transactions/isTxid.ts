import { decodeBase32 } from '@sextant/core/encoding/decodeBase32';

/** A transaction id as the URL holds it: 52 base32 characters naming 32 bytes. */
export function isTxid(txid: string): boolean {
  return txid.length === 52 && decodeBase32(txid)?.length === 32;
}
