/**
 * Field elements as gnark-crypto reads and writes them: 32-byte big-endian blocks; a block that is
 * not below the modulus is rejected (gnark's `fr.BigEndian.Element`), never reduced.
 */

export class FieldEncodingError extends Error {
  constructor() {
    // gnark-crypto ecc/<curve>/fr/element.go bigEndian.Element
    super('invalid fr.Element encoding');
    this.name = 'FieldEncodingError';
  }
}

export function bytesToBigint(b: Uint8Array): bigint {
  let n = 0n;
  for (const x of b) n = (n << 8n) | BigInt(x);
  return n;
}

/** `n` as `size` big-endian bytes (n must fit). */
export function bigintToBytes(n: bigint, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = size - 1; i >= 0 && n > 0n; i--) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}

/** Splits `data` (a multiple of 32 bytes) into canonical field elements below `modulus`. */
export function canonicalElements(data: Uint8Array, modulus: bigint): bigint[] {
  const out: bigint[] = [];
  for (let i = 0; i < data.length; i += 32) {
    const e = bytesToBigint(data.subarray(i, i + 32));
    if (e >= modulus) throw new FieldEncodingError();
    out.push(e);
  }
  return out;
}

/** gnark's keccak chain for round constants: rnd₀ = keccak(seed), cᵢ = keccak(cᵢ₋₁) mod p. */
export function keccakChain(
  keccak: (b: Uint8Array) => Uint8Array,
  seed: string,
  count: number,
  modulus: bigint,
): bigint[] {
  let rnd = keccak(new TextEncoder().encode(seed));
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    rnd = keccak(rnd);
    out.push(bytesToBigint(rnd) % modulus);
  }
  return out;
}
