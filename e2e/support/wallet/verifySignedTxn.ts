import { createPublicKey, verify } from 'node:crypto';
import algosdk from 'algosdk';

/**
 * Checks a signed transaction the way a node does, independently of the wallet code that made it:
 * the ed25519 signature over "TX" ‖ msgpack(txn) against `signer`'s public key (node:crypto, not
 * algosdk's signer). Returns the transaction so the caller can compare its fields.
 */
export function verifySignedTxn(
  signed: Uint8Array,
  signer: string,
): { valid: boolean; txn: algosdk.Transaction } {
  const decoded = algosdk.decodeSignedTransaction(signed);
  if (decoded.sig === undefined) return { valid: false, txn: decoded.txn };
  const publicKey = createPublicKey({
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: Buffer.from(algosdk.decodeAddress(signer).publicKey).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(null, decoded.txn.bytesToSign(), publicKey, decoded.sig);
  return { valid, txn: decoded.txn };
}
