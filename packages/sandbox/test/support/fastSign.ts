import algosdk from 'algosdk';
import { createPrivateKey, type KeyObject, sign } from 'node:crypto';

const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const keys = new Map<string, KeyObject>();

/**
 * Signs with node:crypto's ed25519 (algosdk signs with tweetnacl, ~5 ms a signature on this
 * machine): tests and the benchmark submit thousands of transactions. Same bytes as `txn.signTxn(sk)`.
 */
export function fastSign(txn: algosdk.Transaction, secretKey: Uint8Array): Uint8Array {
  return algosdk.encodeMsgpack(fastSignedTxn(txn, secretKey));
}

export function fastSignedTxn(txn: algosdk.Transaction, secretKey: Uint8Array): algosdk.SignedTransaction {
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
  const signer = algosdk.Address.fromString(algosdk.encodeAddress(secretKey.subarray(32)));
  const sgnr = signer.equals(txn.sender) ? undefined : signer;
  return new algosdk.SignedTransaction({ txn, sig, ...(sgnr !== undefined && { sgnr }) });
}

/** A raw ed25519 signature over arbitrary bytes (multisig subsignatures). */
export function fastRawSign(bytes: Uint8Array, secretKey: Uint8Array): Uint8Array {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, secretKey.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return new Uint8Array(sign(null, bytes, key));
}
