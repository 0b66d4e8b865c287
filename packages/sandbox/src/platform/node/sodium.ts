import { createRequire } from 'node:module';

/** What the sandbox uses of libsodium (sodium-native's binding). */
export interface Sodium {
  crypto_sign_verify_detached(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean;
  readonly crypto_hash_sha512_STATEBYTES: number;
  crypto_hash_sha512_init(state: Uint8Array): void;
  crypto_hash_sha512_update(state: Uint8Array, data: Uint8Array): void;
  crypto_hash_sha512_final(state: Uint8Array, out: Uint8Array): void;
  crypto_hash_sha256(out: Uint8Array, data: Uint8Array): void;
  readonly crypto_hash_sha256_STATEBYTES: number;
  crypto_hash_sha256_init(state: Uint8Array): void;
  crypto_hash_sha256_update(state: Uint8Array, data: Uint8Array): void;
  crypto_hash_sha256_final(state: Uint8Array, out: Uint8Array): void;
}

const require = createRequire(import.meta.url);

function load(): { sodium: Sodium; path: string } | undefined {
  try {
    const path = require.resolve('sodium-native');
    return { sodium: require(path) as Sodium, path };
  } catch {
    // No prebuilt binary for this platform (and none built): OpenSSL alone answers.
    return undefined;
  }
}

const loaded = load();

/**
 * libsodium through sodium-native's prebuilt binary, when it loads here: its ed25519 verify costs
 * about half of node:crypto's (OpenSSL's Ed25519 is the 32-bit ref10 code; libsodium's uses 51-bit
 * limbs on 64-bit machines: measured 0.07-0.08 against 0.15-0.16 ms a verify).
 */
export const sodium: Sodium | undefined = loaded?.sodium;

/** Where it was loaded from, for worker threads to load the same (undefined: not loaded). */
export const sodiumPath: string | undefined = loaded?.path;
