import algosdk from 'algosdk';
import { bytesToBase64 } from '../txn/decodeBytesText';

/**
 * Unsigned transactions in the file format `goal clerk send -o` writes and `goal clerk sign -i`
 * reads: msgpack SignedTxns with only `txn` set, concatenated (a group: its transactions in order,
 * each carrying the group id).
 */
export function exportUnsigned(txns: readonly algosdk.Transaction[]): Uint8Array {
  const parts = txns.map((txn) => algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn })));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let pos = 0;
  for (const p of parts) {
    out.set(p, pos);
    pos += p.length;
  }
  return out;
}

export function exportUnsignedBase64(txns: readonly algosdk.Transaction[]): string {
  return bytesToBase64(exportUnsigned(txns));
}
