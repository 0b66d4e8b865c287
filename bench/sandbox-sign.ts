import algosdk from 'algosdk';
import { createPrivateKey, type KeyObject, sign } from 'node:crypto';

const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const keys = new Map<string, KeyObject>();

/** Signs with node:crypto's ed25519 (algosdk's tweetnacl takes ~5 ms a signature here). */
export function signTxn(txn: algosdk.Transaction, secretKey: Uint8Array): Uint8Array {
  const id = Buffer.from(secretKey.subarray(0, 32)).toString('latin1');
  let key = keys.get(id);
  if (key === undefined) {
    key = createPrivateKey({
      key: Buffer.concat([PKCS8_PREFIX, secretKey.subarray(0, 32)]),
      format: 'der',
      type: 'pkcs8',
    });
    keys.set(id, key);
  }
  const sig = new Uint8Array(sign(null, txn.bytesToSign(), key));
  return algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, sig }));
}
