import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';

/** DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface Ed25519KeyPair {
  publicKey: Uint8Array;
  /** seed ‖ public key, 64 bytes: the layout go-algorand's crypto.PrivateKey and algosdk use. */
  secretKey: Uint8Array;
}

function privateKeyObject(seed: Uint8Array): KeyObject {
  return createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

/**
 * Ed25519 over node:crypto. kmd only ever trusts the seed half of a secret key (the public half
 * is re-derived), so everything here starts from the seed.
 */
export const ed25519 = {
  keyPairFromSeed(seed: Uint8Array): Ed25519KeyPair {
    if (seed.length !== 32) throw new RangeError(`ed25519 seed must be 32 bytes, got ${seed.length}`);
    const spki = createPublicKey(privateKeyObject(seed)).export({ format: 'der', type: 'spki' });
    const publicKey = new Uint8Array(spki.subarray(spki.length - 32));
    const secretKey = new Uint8Array(64);
    secretKey.set(seed, 0);
    secretKey.set(publicKey, 32);
    return { publicKey, secretKey };
  },

  /** Signs `message` with the seed half of a 64-byte secret key. */
  sign(secretKey: Uint8Array, message: Uint8Array): Uint8Array {
    return new Uint8Array(sign(null, message, privateKeyObject(secretKey.subarray(0, 32))));
  },
};
