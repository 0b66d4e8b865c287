import type algosdk from 'algosdk';
import { addressString } from '../../util/addressString';
import { base32 } from '../../util/base32';
import { sha512_256 } from '../../util/sha512_256';
import type { PreparedTxn } from './PreparedTxn';

/** Computes the signed bytes and txid once (algosdk's `txID()` would re-encode each time). */
export function prepareTxn(stxn: algosdk.SignedTransaction): PreparedTxn {
  const toSign = stxn.txn.bytesToSign();
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
