import algosdk from 'algosdk';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { concatBytes } from '../encoding/concatBytes';

/**
 * Unsigned transactions in the file format `goal clerk send -o` writes and `goal clerk sign -i`
 * reads: msgpack SignedTxns with only `txn` set, concatenated (a group: its transactions in order,
 * each carrying the group id).
 */
export function exportUnsigned(txns: readonly algosdk.Transaction[]): Uint8Array {
  return concatBytes(txns.map((txn) => algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn }))));
}

export function exportUnsignedBase64(txns: readonly algosdk.Transaction[]): string {
  return bytesToBase64(exportUnsigned(txns));
}
