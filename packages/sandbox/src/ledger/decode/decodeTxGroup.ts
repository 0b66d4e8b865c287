import algosdk from 'algosdk';
import { msgpackExtent } from '../../util/msgpackExtent';
import { LedgerError } from '../LedgerError';

/** algod's MaxTxGroupSize. */
export const MAX_GROUP_SIZE = 16;

/**
 * Decodes a body of concatenated msgpack signed transactions, as `POST /v2/transactions` receives
 * it. Errors use algod's words: `max group size is 16`, `empty txgroup`, `msgpack decode error ...`,
 * and a signed transaction with two kinds of signature gets verify's
 * `signedtxn should have only one type of signature` (algosdk refuses to build one).
 */
export function decodeTxGroup(body: Uint8Array): algosdk.SignedTransaction[] {
  return decodeTxGroupWith(body, decodeSignedTxn);
}

/**
 * `decodeTxGroup` with each signed transaction's bytes (and where they start in the body) handed to
 * `f`, which decodes them (`decodeSignedTxn`, or first a faster way).
 */
export function decodeTxGroupWith<T>(body: Uint8Array, f: (bytes: Uint8Array, pos: number) => T): T[] {
  const group: T[] = [];
  let pos = 0;
  while (pos < body.length) {
    let end: number;
    try {
      end = msgpackExtent(body, pos);
    } catch (err) {
      throw new LedgerError('decode', `msgpack decode error [pos ${pos}]: ${(err as Error).message}`, {
        cause: err,
      });
    }
    const bytes = body.subarray(pos, end);
    group.push(f(bytes, pos));
    pos = end;
    if (group.length > MAX_GROUP_SIZE) throw new LedgerError('decode', `max group size is ${MAX_GROUP_SIZE}`);
  }
  if (group.length === 0) throw new LedgerError('decode', 'empty txgroup');
  return group;
}

/** One signed transaction from its msgpack bytes; `pos` only places the error message. */
export function decodeSignedTxn(bytes: Uint8Array, pos = 0): algosdk.SignedTransaction {
  try {
    return algosdk.decodeMsgpack(bytes, algosdk.SignedTransaction);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (reason.includes('must not have more than 1 signature')) {
      throw new LedgerError('well-formed', 'signedtxn should have only one type of signature', {
        cause: err,
      });
    }
    throw new LedgerError('decode', `msgpack decode error [pos ${pos}]: ${reason}`, { cause: err });
  }
}
