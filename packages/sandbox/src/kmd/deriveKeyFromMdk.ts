import { hmacSha512_256 } from '#platform/crypto';
import { type Ed25519KeyPair, ed25519 } from './ed25519';

/**
 * The key at `index` in a wallet's deterministic sequence, exactly as kmd's sqlite driver derives
 * it (daemon/kmd/wallet/driver/sqlite_crypto.go, extractKeyWithIndex): HKDF-Expand with
 * SHA-512/256, the 32-byte master derivation key used directly as the PRK (kmd skips Extract),
 * info = "AlgorandDeterministicKey-<index>", and the first 32 output bytes as the ed25519 seed.
 * One SHA-512/256 block is 32 bytes, so the output is T(1) = HMAC(mdk, info ‖ 0x01).
 * A wallet's first generated key is index 1 (kmd starts its max index at 0 and pre-increments).
 */
export function deriveKeyFromMdk(mdk: Uint8Array, index: number): Ed25519KeyPair {
  const info = new TextEncoder().encode(`AlgorandDeterministicKey-${index}`);
  return ed25519.keyPairFromSeed(hmacSha512_256(mdk, info, Uint8Array.of(1)));
}
