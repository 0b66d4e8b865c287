import algosdk from 'algosdk';
import nacl from 'tweetnacl';

/**
 * ARC-60 arbitrary data signing as use-wallet and Lute do it: the wallet signs
 * `sha256(data) ‖ sha256(authenticatorData)` with ed25519, where `authenticatorData` is
 * `sha256(domain)`. Signing those 64 bytes, never the data itself, keeps a data signature from
 * ever being a valid transaction or program signature.
 */
async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
}

/** `sha256(domain)`: what ARC-60 wallets put in `authenticatorData`. */
export function arc60AuthenticatorData(domain: string): Promise<Uint8Array> {
  return sha256(new TextEncoder().encode(domain));
}

/** The 64 bytes an ARC-60 signature is over. */
export async function arc60SignedBytes(data: Uint8Array, authenticatorData: Uint8Array): Promise<Uint8Array> {
  const [a, b] = await Promise.all([sha256(data), sha256(authenticatorData)]);
  const out = new Uint8Array(64);
  out.set(a, 0);
  out.set(b, 32);
  return out;
}

/** Signs like an ARC-60 wallet with a secret key (the development-only mnemonic provider). */
export async function arc60SignWithKey(
  secretKey: Uint8Array,
  data: Uint8Array,
  authenticatorData: Uint8Array,
): Promise<Uint8Array> {
  return nacl.sign.detached(await arc60SignedBytes(data, authenticatorData), secretKey);
}

/** True when `signature` is the ARC-60 signature of these bytes by `address`'s key. */
export async function verifyArc60(
  signature: Uint8Array,
  data: Uint8Array,
  authenticatorData: Uint8Array,
  address: string,
): Promise<boolean> {
  if (signature.length !== 64) return false;
  const publicKey = algosdk.Address.fromString(address).publicKey;
  return nacl.sign.detached.verify(await arc60SignedBytes(data, authenticatorData), signature, publicKey);
}
