import { ed25519PublicKey, ed25519Sign } from '#platform/crypto';

export interface Ed25519KeyPair {
  publicKey: Uint8Array;
  /** seed ‖ public key, 64 bytes: the layout go-algorand's crypto.PrivateKey and algosdk use. */
  secretKey: Uint8Array;
}

/**
 * Ed25519 over the platform's crypto. kmd only ever trusts the seed half of a secret key (the
 * public half is re-derived), so everything here starts from the seed.
 */
export const ed25519 = {
  keyPairFromSeed(seed: Uint8Array): Ed25519KeyPair {
    const publicKey = ed25519PublicKey(seed);
    const secretKey = new Uint8Array(64);
    secretKey.set(seed, 0);
    secretKey.set(publicKey, 32);
    return { publicKey, secretKey };
  },

  /** Signs `message` with the seed half of a 64-byte secret key. */
  sign(secretKey: Uint8Array, message: Uint8Array): Uint8Array {
    return ed25519Sign(secretKey.subarray(0, 32), message);
  },
};
