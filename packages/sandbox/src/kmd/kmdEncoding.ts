import algosdk from 'algosdk';
import { KmdError } from './KmdError';

/** Byte and address conversions at kmd's API edge, failing with kmd's own texts. */
export const kmdEncoding = {
  b64(bytes: Uint8Array): string {
    return Buffer.from(bytes).toString('base64');
  },

  address(publicKey: Uint8Array): string {
    return algosdk.encodeAddress(publicKey);
  },

  /** basics.UnmarshalChecksumAddress; any failure is "could not decode address" (400). */
  decodeAddress(text: string): Uint8Array {
    try {
      return algosdk.decodeAddress(text).publicKey;
    } catch (err) {
      throw new KmdError('couldNotDecodeAddress', 400, { cause: err });
    }
  },

  /** A msgpack Transaction (not a SignedTxn); any failure is "could not decode transaction" (400). */
  decodeTransaction(bytes: Uint8Array): algosdk.Transaction {
    try {
      return algosdk.decodeUnsignedTransaction(bytes);
    } catch (err) {
      throw new KmdError('couldNotDecodeTx', 400, { cause: err });
    }
  },
};
