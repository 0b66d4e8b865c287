/**
 * Deterministic Falcon-1024 ("det1024", github.com/algorand/falcon deterministic.c) verification, as
 * go-algorand verifies it (crypto/falconWrapper.go): the sandbox's `pqsig` check and the AVM's
 * `falcon_verify`. Signing is the client's (packages/core/src/pq/falcon1024.ts), kept apart so the
 * signer and this verifier are checked against go's vectors each on its own.
 *
 * A det1024 signature is `0xBA ‖ salt version ‖ compressed s2`: the 40-byte Falcon nonce is replaced
 * by a fixed salt (`salt version ‖ 10 ‖ "FALCON_DET" ‖ 28 zero bytes`) that only the version byte
 * names. Verification puts the salt back (`falcon_det1024_resalt`) and checks the ordinary compressed
 * Falcon-1024 signature, with @noble/post-quantum's Falcon-1024 doing the lattice arithmetic; the
 * encodings are checked here first, in the reference's order, so a failure carries the reference's
 * error code (`error code -3: falcon verify failed`, ...).
 *
 * Keys are the reference's formats (public key 0x0A ‖ 1792 bytes, private key 0x5A ‖ f ‖ g ‖ F).
 */
import { falcon1024 } from '@noble/post-quantum/falcon.js';

/** go: crypto.FalconPublicKeySize (FALCON_DET1024_PUBKEY_SIZE). */
export const FALCON_PUBLIC_KEY_SIZE = 1793;
/** FALCON_DET1024_SIG_COMPRESSED_MAXSIZE: the salted maximum (1462) less the nonce, plus the version byte. */
export const FALCON_SIG_MAX_SIZE = 1423;
/** go: crypto.FalconMaxSignatureSize (FALCON_DET1024_SIG_CT_SIZE), the wire bound of a `pqsig` signature. */
export const FALCON_CT_SIG_SIZE = 1538;

const LOGN = 10;
const N = 1 << LOGN;
const Q = 12289;
const DET_HEADER = 0x3a | 0x80;
const SALTED_MAX = 1462;
const NONCE = 40;
const SALT_REST = new TextEncoder().encode('FALCON_DET');
// falcon.h error codes.
const ERR_FORMAT = -3;
const ERR_BADSIG = -4;

/** `falcon_det1024_write_salt`: the fixed 40-byte salt of a salt version. */
function detSalt(version: number): Uint8Array {
  const salt = new Uint8Array(NONCE);
  salt[0] = version;
  salt[1] = LOGN;
  salt.set(SALT_REST, 2);
  return salt;
}

/**
 * Why the reference rejects a det1024 signature, in github.com/algorand/falcon's words
 * (`PublicKey.Verify`: `empty signature: falcon verify failed`, `error code <n>: falcon verify
 * failed`); undefined when it verifies.
 */
export function falcon1024VerifyError(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): string | undefined {
  if (signature.length === 0) return 'empty signature: falcon verify failed';
  const code = verifyCode(publicKey, message, signature);
  return code === 0 ? undefined : `error code ${code}: falcon verify failed`;
}

/** Whether `signature` is a valid det1024 signature of `message` under `publicKey`. */
export function falcon1024Verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  return signature.length > 0 && verifyCode(publicKey, message, signature) === 0;
}

/** falcon_det1024_verify_compressed then falcon_verify_finish, returning their code (0: verified). */
function verifyCode(pk: Uint8Array, message: Uint8Array, sig: Uint8Array): number {
  if (sig.length < 2 || sig[0] !== DET_HEADER) return ERR_BADSIG;
  const saltedLength = sig.length + NONCE - 1;
  if (saltedLength > SALTED_MAX) return ERR_BADSIG;
  // falcon_verify_finish: the key's header names logn; the signature's must be the same (BADSIG).
  const header = pk[0] ?? 0;
  const logn = header & 0x0f;
  if ((header & 0xf0) !== 0 || logn < 1 || logn > 10) return ERR_FORMAT;
  if (logn !== LOGN) return ERR_BADSIG;
  if (pk.length !== FALCON_PUBLIC_KEY_SIZE) return ERR_FORMAT;
  if (!modqDecodes(pk.subarray(1))) return ERR_FORMAT;
  if (!compDecodesExactly(sig.subarray(2))) return ERR_FORMAT;
  const salted = new Uint8Array(saltedLength);
  salted[0] = DET_HEADER & 0x7f;
  salted.set(detSalt(sig[1] as number), 1);
  salted.set(sig.subarray(2), 1 + NONCE);
  return falcon1024.verify(salted, message, pk) ? 0 : ERR_BADSIG;
}

/** codec.c modq_decode over the whole key: 1024 14-bit coefficients, each below q. */
function modqDecodes(bytes: Uint8Array): boolean {
  if (bytes.length !== (N * 14) / 8) return false;
  let acc = 0;
  let accLen = 0;
  let count = 0;
  for (const b of bytes) {
    acc = ((acc << 8) | b) & 0xffffff;
    accLen += 8;
    if (accLen >= 14) {
      accLen -= 14;
      if (((acc >>> accLen) & 0x3fff) >= Q) return false;
      count++;
    }
  }
  return count === N;
}

/** codec.c comp_decode, and falcon_verify_finish's rule that it uses every byte. */
function compDecodesExactly(bytes: Uint8Array): boolean {
  let acc = 0;
  let accLen = 0;
  let pos = 0;
  for (let u = 0; u < N; u++) {
    if (pos >= bytes.length) return false;
    acc = ((acc << 8) | (bytes[pos++] as number)) >>> 0;
    const b = acc >>> accLen;
    const s = b & 128;
    let m = b & 127;
    for (;;) {
      if (accLen === 0) {
        if (pos >= bytes.length) return false;
        acc = ((acc << 8) | (bytes[pos++] as number)) >>> 0;
        accLen = 8;
      }
      accLen--;
      if (((acc >>> accLen) & 1) !== 0) break;
      m += 128;
      if (m > 2047) return false;
    }
    if (s !== 0 && m === 0) return false;
    acc &= (1 << accLen) - 1;
  }
  if ((acc & ((1 << accLen) - 1)) !== 0) return false;
  return pos === bytes.length;
}
