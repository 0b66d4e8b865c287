/**
 * MiMC as gnark-crypto v0.18 (`ecc/<curve>/fr/mimc`) computes it, which go-algorand's `mimc`
 * opcode calls: Miyaguchi–Preneel over x⁵ rounds keyed by the running hash, round constants from a
 * keccak256 chain seeded with "seed" (110 rounds on BN254's scalar field, 111 on BLS12-381's).
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bigintToBytes, canonicalElements, keccakChain } from './fieldBytes';

export interface MimcConfig {
  readonly modulus: bigint;
  readonly rounds: number;
}

export const BN254_FR = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;
export const BLS12_381_FR = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001n;

export const MIMC_BN254: MimcConfig = { modulus: BN254_FR, rounds: 110 };
export const MIMC_BLS12_381: MimcConfig = { modulus: BLS12_381_FR, rounds: 111 };

const constantsCache = new Map<MimcConfig, bigint[]>();

function constants(cfg: MimcConfig): bigint[] {
  let c = constantsCache.get(cfg);
  if (!c) {
    // gnark-crypto mimc.go initConstants
    c = keccakChain(keccak_256, 'seed', cfg.rounds, cfg.modulus);
    constantsCache.set(cfg, c);
  }
  return c;
}

function pow5(x: bigint, p: bigint): bigint {
  const x2 = (x * x) % p;
  return (((x2 * x2) % p) * x) % p;
}

/** gnark's `Write` then `Sum`: `data` must be whole 32-byte canonical elements (throws FieldEncodingError). */
export function mimcHash(cfg: MimcConfig, data: Uint8Array): Uint8Array {
  const p = cfg.modulus;
  const cs = constants(cfg);
  let h = 0n;
  for (const m0 of canonicalElements(data, p)) {
    // encrypt(m) with key h: m ← (m + h + cᵢ)⁵, then + h
    let m = m0;
    for (const c of cs) m = pow5((m + h + c) % p, p);
    m = (m + h) % p;
    h = (m + h + m0) % p;
  }
  return bigintToBytes(h, 32);
}
