import { createHash } from 'node:crypto';
import { ed25519PublicKey, ed25519Sign } from '../../src/platform/node/crypto';

/** The ed25519 group order. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

const le = (bytes: Uint8Array): bigint => {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i] as number);
  return n;
};
const toLe = (n: bigint, length = 32): Uint8Array => {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++, n >>= 8n) out[i] = Number(n & 0xffn);
  return out;
};
const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

/** Encodings of small-order points and of the identity written non-canonically (y = p + 1). */
const IDENTITY = fromHex('01'.padEnd(64, '0'));
const ORDER_2 = fromHex(`ec${'ff'.repeat(30)}7f`);
const IDENTITY_NON_CANONICAL = fromHex(`ee${'ff'.repeat(30)}7f`);

export interface EdgeSignature {
  readonly name: string;
  readonly message: Uint8Array;
  readonly signature: Uint8Array;
  readonly publicKey: Uint8Array;
}

/**
 * Signatures where ed25519 verifiers part ways ("Taming the many EdDSAs"): small-order and
 * non-canonical keys and R values that satisfy OpenSSL's cofactorless equation, which libsodium
 * refuses before checking it; plus an honest one and a forged one. The sandbox answers as OpenSSL.
 */
export function ed25519Edges(): EdgeSignature[] {
  const seed = new Uint8Array(32).fill(9);
  const publicKey = ed25519PublicKey(seed);
  const message = new TextEncoder().encode('TX edge');
  const honest = ed25519Sign(seed, message);
  const forged = honest.slice();
  forged[5] = (forged[5] as number) ^ 1;
  // R = identity with S = h·a: [S]B − [h]A is the identity, whose encoding is R.
  const digest = createHash('sha512').update(seed).digest();
  digest[0] = (digest[0] as number) & 248;
  digest[31] = ((digest[31] as number) & 127) | 64;
  const a = le(digest.subarray(0, 32));
  const h = le(createHash('sha512').update(IDENTITY).update(publicKey).update(message).digest()) % L;
  const smallR = new Uint8Array([...IDENTITY, ...toLe((h * a) % L)]);
  // A small-order key with R = identity and S = 0: [0]B − [h]A is the identity when h·A is.
  const zeroS = (r: Uint8Array) => new Uint8Array([...r, ...new Uint8Array(32)]);
  return [
    { name: 'honest', message, signature: honest, publicKey },
    { name: 'forged', message, signature: forged, publicKey },
    { name: 'R of small order', message, signature: smallR, publicKey },
    { name: 'identity key', message, signature: zeroS(IDENTITY), publicKey: IDENTITY },
    ...[0, 1, 2, 3].map((i) => ({
      name: `order-2 key, message ${i}`,
      message: new TextEncoder().encode(`TX order 2 ${i}`),
      signature: zeroS(IDENTITY),
      publicKey: ORDER_2,
    })),
    {
      name: 'identity key written non-canonically',
      message,
      signature: zeroS(IDENTITY),
      publicKey: IDENTITY_NON_CANONICAL,
    },
  ];
}
