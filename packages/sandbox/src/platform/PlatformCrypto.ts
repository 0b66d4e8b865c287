/** The hashes the sandbox computes by name (the AVM's hash opcodes, ids, the state digest). */
export type HashAlgorithm = 'sha256' | 'sha512' | 'sha512-256' | 'sha3-256';

/** An incremental hash (the state digest feeds it line by line). */
export interface Hasher {
  update(data: Uint8Array | string): Hasher;
  digest(): Uint8Array;
}

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The stateless primitives the sandbox needs from its platform. `#platform/crypto` resolves to
 * `platform/node/crypto.ts` (node:crypto, OpenSSL) or, under the `browser` condition, to
 * `platform/browser/crypto.ts` (noble + WebCrypto's getRandomValues); both satisfy this type and
 * pass the same contract suite (`PlatformCrypto.contract.ts`).
 */
export interface PlatformCrypto {
  digest(alg: HashAlgorithm, parts: readonly Uint8Array[]): Uint8Array;
  /** The 32-byte digest written into `out` (for digests only hashed again: no new array). */
  digestInto(alg: 'sha256' | 'sha512-256', parts: readonly Uint8Array[], out: Uint8Array): void;
  createHasher(alg: HashAlgorithm): Hasher;
  hmacSha512_256(key: Uint8Array, ...parts: Uint8Array[]): Uint8Array;
  /** False (never a throw) for a malformed key or signature. */
  ed25519Verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean;
  ed25519PublicKey(seed: Uint8Array): Uint8Array;
  ed25519Sign(seed: Uint8Array, message: Uint8Array): Uint8Array;
  randomBytes(length: number): Uint8Array;
  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
  /** A 32-byte key. */
  scrypt(password: string, salt: Uint8Array, cost: ScryptCost): Promise<Uint8Array>;
  /** AES-256-GCM with a 16-byte tag. */
  aesGcmSeal(
    key: Uint8Array,
    iv: Uint8Array,
    aad: Uint8Array,
    plaintext: Uint8Array,
  ): { data: Uint8Array; tag: Uint8Array };
  /** Throws when authentication fails (wrong key, changed bytes). */
  aesGcmOpen(key: Uint8Array, iv: Uint8Array, aad: Uint8Array, data: Uint8Array, tag: Uint8Array): Uint8Array;
  /** CRC-32 (IEEE, zlib's). */
  crc32(data: Uint8Array): number;
}
