import algosdk from 'algosdk';
import { sha512_256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { canonicalPQAddress, isEdwards25519Point, pqAddress } from './pqAddress';
import { GO_FALCON_PK } from './testing/goFalconVector';

const f1 = new TextEncoder().encode('f1');

describe('PQ addresses (go: data/basics/pq_address.go)', () => {
  // go: data/basics/pq_address_test.go TestPQAddressPreimage: "PQA" then 'f','1',0x7f,0xab,0xcd,0xef.
  it('hashes "PQA" ‖ scheme ‖ salt ‖ public key', () => {
    const pre = Uint8Array.of(0x50, 0x51, 0x41, 0x66, 0x31, 0x7f, 0xab, 0xcd, 0xef);
    expect(pqAddress(f1, 0x7f, Uint8Array.of(0xab, 0xcd, 0xef))).toEqual(sha512_256(pre));
  });

  // go: TestCanonicalPQAddressSalt / ...DoesNotRequireRegisteredSchemeOrValidatedKey: every lower salt is on the curve.
  it('picks the lowest salt whose address is not an Edwards25519 point, as algosdk does', () => {
    for (const [scheme, pk] of [
      [new TextEncoder().encode('x1'), Uint8Array.of(0xab, 0xcd, 0xef)],
      [f1, new Uint8Array(Buffer.from(GO_FALCON_PK, 'hex'))],
    ] as const) {
      const c = canonicalPQAddress(scheme, pk);
      expect(c).toBeDefined();
      for (let s = 0; s < (c?.salt ?? 0); s++)
        expect(isEdwards25519Point(pqAddress(scheme, s, pk))).toBe(true);
      const sdk = algosdk.addressFromPQKey(scheme, pk);
      expect(c?.salt).toBe(sdk.salt);
      expect(c?.address).toEqual(sdk.address.publicKey);
    }
  });

  // go: crypto/curve25519.go IsEdwards25519Point follows filippo.io/edwards25519 SetBytes.
  it('accepts non-canonical encodings and "-0", rejects y with no x', () => {
    const one = new Uint8Array(32);
    one[0] = 1; // y = 1: the identity
    expect(isEdwards25519Point(one)).toBe(true);
    const negZero = Uint8Array.from(one);
    negZero[31] = 0x80; // x = 0 with the sign bit set
    expect(isEdwards25519Point(negZero)).toBe(true);
    const yIsP = new Uint8Array(32).fill(0xff);
    yIsP[0] = 0xed;
    yIsP[31] = 0x7f; // y = p ≡ 0: a point (x = ±i)
    expect(isEdwards25519Point(yIsP)).toBe(true);
    const two = new Uint8Array(32);
    two[0] = 2; // y = 2: (y²-1)/(dy²+1) is not a square
    expect(isEdwards25519Point(two)).toBe(false);
  });
});
