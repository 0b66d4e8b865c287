/**
 * Deterministic Falcon-1024 signing ("det1024", github.com/algorand/falcon deterministic.c) as
 * go-algorand signs (crypto/falconWrapper.go FalconSigner.SignBytes): framework-free, the one
 * implementation the app's PQ accounts, the sandbox's tests and the benches sign with. The
 * sandbox verifies (packages/sandbox/src/crypto/falcon1024.ts), separately, so the signer and the
 * verifier cannot agree on a mistake together; both are checked against go's vectors.
 *
 * A det1024 signature is `0xBA ‖ salt version ‖ compressed s2`: the 40-byte Falcon nonce is
 * replaced by a fixed salt (`salt version ‖ 10 ‖ "FALCON_DET" ‖ 28 zero bytes`) that only the
 * version byte names. Signing uses @noble/post-quantum's Falcon-1024 sampler with that salt as the
 * nonce and a seed derived from the key and message (SHAKE256(logn ‖ sk ‖ msg)), so the same key
 * and message always give the same signature, and it verifies everywhere go's does; its bytes
 * differ from go's `SignCompressed` (the reference runs its own sampler over that seed), which no
 * verifier can tell. Keys are the reference's formats (public key 0x0A ‖ 1792 bytes, private key
 * 0x5A ‖ f ‖ g ‖ F); a key generated here from a seed is not the one go derives from that seed.
 *
 * This module pulls in noble's Falcon (~100 kB): the app reaches it only through `import()`.
 */
import { falcon1024 } from '@noble/post-quantum/falcon.js';
import { shake256 } from '@noble/hashes/sha3.js';

/** go: crypto.FalconPublicKeySize (FALCON_DET1024_PUBKEY_SIZE). */
export const FALCON_PUBLIC_KEY_SIZE = 1793;
/** FALCON_DET1024_PRIVKEY_SIZE. */
export const FALCON_PRIVATE_KEY_SIZE = 2305;
/** FALCON_DET1024_CURRENT_SALT_VERSION. */
export const FALCON_SALT_VERSION = 0;

const LOGN = 10;
const NONCE = 40;
const SALT_REST = new TextEncoder().encode('FALCON_DET');

export interface FalconKeyPair {
  readonly publicKey: Uint8Array;
  readonly secretKey: Uint8Array;
}

/** `falcon_det1024_write_salt`: the fixed 40-byte salt of a salt version. */
function detSalt(version: number): Uint8Array {
  const salt = new Uint8Array(NONCE);
  salt[0] = version;
  salt[1] = LOGN;
  salt.set(SALT_REST, 2);
  return salt;
}

/** A Falcon-1024 key pair; from a 48-byte seed when given (not go's derivation from the same seed). */
export function falcon1024Keygen(seed?: Uint8Array): FalconKeyPair {
  const { publicKey, secretKey } = falcon1024.keygen(seed);
  return { publicKey, secretKey };
}

/** The public key of a Falcon-1024 private key. */
export function falcon1024PublicKey(secretKey: Uint8Array): Uint8Array {
  return falcon1024.getPublicKey(secretKey);
}

/** A det1024 (compressed, salt version 0) signature of `message`, reproducible for the same key and message. */
export function falcon1024Sign(secretKey: Uint8Array, message: Uint8Array): Uint8Array {
  const salt = detSalt(FALCON_SALT_VERSION);
  const seed = shake256
    .create({ dkLen: 48 })
    .update(Uint8Array.of(LOGN))
    .update(secretKey)
    .update(message)
    .digest();
  const random = (len = 0): Uint8Array => {
    if (len === NONCE) return salt;
    if (len === seed.length) return seed;
    throw new Error(`unexpected request for ${len} random bytes`);
  };
  // noble's detached sign takes the sampler hook its attached `seal` is typed with (falcon.js getRnd).
  const sign = falcon1024.sign as (
    msg: Uint8Array,
    sk: Uint8Array,
    opts: { random: (len?: number) => Uint8Array },
  ) => Uint8Array;
  const salted = sign(message, secretKey, { random });
  const out = new Uint8Array(salted.length - NONCE + 1);
  out[0] = (salted[0] as number) | 0x80;
  out[1] = FALCON_SALT_VERSION;
  out.set(salted.subarray(1 + NONCE), 2);
  return out;
}
