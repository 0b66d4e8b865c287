import type algosdk from 'algosdk';
import { addressString } from '../../util/addressString';
import { base32 } from '../../util/base32';
import { sha512_256 } from '../../util/sha512_256';
import { decodeCanonical } from './decodeCanonical';
import { decodeSignedTxn, decodeTxGroupWith } from './decodeTxGroup';
import type { PreparedTxn } from './PreparedTxn';
import { canonicalTxn, toSignOf } from './signedBytesOf';
import { withoutBlankSignatures } from './withoutBlankSignatures';

/** Computes the signed bytes and txid once (algosdk's `txID()` would re-encode each time). */
export function prepareTxn(stxn: algosdk.SignedTransaction): PreparedTxn {
  return prepareSigned(stxn, stxn.txn.bytesToSign());
}

/** `prepareTxn` with the signed bytes already known (as they came: `signedBytesOf`). */
function prepareSigned(signed: algosdk.SignedTransaction, toSign: Uint8Array): PreparedTxn {
  const stxn = withoutBlankSignatures(signed);
  const rawTxid = sha512_256(toSign);
  const sender = addressString(stxn.txn.sender.publicKey);
  return {
    stxn,
    txn: stxn.txn,
    toSign,
    rawTxid,
    txid: base32(rawTxid),
    sender,
    authorizer: stxn.sgnr === undefined ? sender : addressString(stxn.sgnr.publicKey),
  };
}

/**
 * A POST body's group, prepared. A payment or asset transfer written canonically is read by hand
 * (`decodeCanonical`) and its signed bytes sliced from the body (`signedBytesOf`); anything else
 * is decoded by algosdk and, unless its `txn` map is canonical, re-encoded to sign.
 */
export function prepareTxGroup(body: Uint8Array): PreparedTxn[] {
  return decodeTxGroupWith(body, (bytes, pos) => {
    const parsed = canonicalTxn(bytes);
    const fast = parsed && decodeCanonical(parsed);
    if (fast) return prepareSigned(fast, toSignOf(parsed));
    const stxn = decodeSignedTxn(bytes, pos);
    return prepareSigned(stxn, parsed === undefined ? stxn.txn.bytesToSign() : toSignOf(parsed));
  });
}
