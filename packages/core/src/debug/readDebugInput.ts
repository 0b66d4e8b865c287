import algosdk from 'algosdk';
import { decodeItems } from '../offline/decodeTransactions';
import { debugTxnOf, type DebugTxn } from './DebugTxn';

/**
 * A pasted or dropped group: base64 or hex text or raw bytes of goal's `.txn` / `.stxn` files
 * (transactions or signed transactions, one or several concatenated). Throws the decoder's
 * SextantError (DECODE_*) with the position that could not be read.
 */
export function readDebugInput(input: string | Uint8Array): DebugTxn[] {
  return decodeItems(input).map((item) => {
    const raw = algosdk.msgpackRawDecodeAsMap(item.bytes);
    const stxn =
      raw instanceof Map && raw.has('txn')
        ? algosdk.decodeSignedTransaction(item.bytes)
        : new algosdk.SignedTransaction({ txn: item.txn });
    return debugTxnOf(stxn);
  });
}
