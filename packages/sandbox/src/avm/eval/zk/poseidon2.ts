/**
 * Poseidon2 as gnark-crypto v0.18 (`ecc/<curve>/fr/poseidon2`) computes it, which go-algorand's
 * `poseidon2` opcode calls through `NewMerkleDamgardHasher`: width 2, 6 full and 50 partial rounds,
 * x⁵ S-box, external matrix circ(2,1), internal matrix [[2,1],[1,3]], round keys from a keccak256
 * chain seeded with the parameters' name; each 32-byte block is compressed into the state (which
 * starts at zero) by permuting (state, block) and adding the block back to the second output.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bigintToBytes, canonicalElements, keccakChain } from './fieldBytes';
import { BLS12_381_FR, BN254_FR } from './mimc';

export interface Poseidon2Config {
  readonly modulus: bigint;
  /** The curve's name in gnark's parameter string. */
  readonly curve: string;
}

export const POSEIDON2_BN254: Poseidon2Config = { modulus: BN254_FR, curve: 'BN254' };
export const POSEIDON2_BLS12_381: Poseidon2Config = { modulus: BLS12_381_FR, curve: 'BLS12_381' };

const WIDTH = 2;
const FULL_ROUNDS = 6;
const PARTIAL_ROUNDS = 50;

interface RoundKeys {
  /** Full rounds: two keys each (first half then second half); partial rounds: one key. */
  readonly full: [bigint, bigint][];
  readonly partial: bigint[];
}

const keysCache = new Map<Poseidon2Config, RoundKeys>();

function roundKeys(cfg: Poseidon2Config): RoundKeys {
  let k = keysCache.get(cfg);
  if (!k) {
    // gnark-crypto poseidon2.go Parameters.String + initRC: full-round keys (width each) for the
    // first rF/2 rounds, one key per partial round, then the last rF/2 full rounds.
    const seed = `Poseidon2-${cfg.curve}[t=${WIDTH},rF=${FULL_ROUNDS},rP=${PARTIAL_ROUNDS},d=5]`;
    const chain = keccakChain(keccak_256, seed, FULL_ROUNDS * WIDTH + PARTIAL_ROUNDS, cfg.modulus);
    const pair = (i: number): [bigint, bigint] => [chain[i] as bigint, chain[i + 1] as bigint];
    const half = (FULL_ROUNDS / 2) * WIDTH;
    const full: [bigint, bigint][] = [];
    for (let i = 0; i < half; i += 2) full.push(pair(i));
    for (let i = half + PARTIAL_ROUNDS; i < chain.length; i += 2) full.push(pair(i));
    k = { full, partial: chain.slice(half, half + PARTIAL_ROUNDS) };
    keysCache.set(cfg, k);
  }
  return k;
}

function pow5(x: bigint, p: bigint): bigint {
  const x2 = (x * x) % p;
  return (((x2 * x2) % p) * x) % p;
}

/** The width-2 permutation. */
export function poseidon2Permute(cfg: Poseidon2Config, a: bigint, b: bigint): [bigint, bigint] {
  const p = cfg.modulus;
  const keys = roundKeys(cfg);
  const external = () => {
    const s = a + b;
    a = (a + s) % p;
    b = (b + s) % p;
  };
  const fullRound = (k: [bigint, bigint]) => {
    a = pow5((a + k[0]) % p, p);
    b = pow5((b + k[1]) % p, p);
    external();
  };
  external();
  const half = FULL_ROUNDS / 2;
  for (let i = 0; i < half; i++) fullRound(keys.full[i] as [bigint, bigint]);
  for (const k of keys.partial) {
    a = pow5((a + k) % p, p);
    const s = a + b;
    a = (a + s) % p;
    b = (2n * b + s) % p;
  }
  for (let i = half; i < FULL_ROUNDS; i++) fullRound(keys.full[i] as [bigint, bigint]);
  return [a, b];
}

/** gnark's Merkle–Damgård hasher over whole 32-byte canonical elements (throws FieldEncodingError). */
export function poseidon2Hash(cfg: Poseidon2Config, data: Uint8Array): Uint8Array {
  let state = 0n;
  for (const block of canonicalElements(data, cfg.modulus)) {
    const [, b] = poseidon2Permute(cfg, state, block);
    state = (b + block) % cfg.modulus;
  }
  return bigintToBytes(state, 32);
}
