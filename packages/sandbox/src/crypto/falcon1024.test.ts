import { describe, expect, it } from 'vitest';
import { falcon1024Keygen, falcon1024PublicKey, falcon1024Sign } from '@sextant/core/pq/falcon1024';
import {
  FALCON_PUBLIC_KEY_SIZE,
  FALCON_SIG_MAX_SIZE,
  falcon1024Verify,
  falcon1024VerifyError,
} from './falcon1024';
import { GO_FALCON_MSG, GO_FALCON_PK, GO_FALCON_SIG } from './testing/goFalconVector';

const hex = (h: string): Uint8Array => new Uint8Array(Buffer.from(h, 'hex'));
const msg = hex(GO_FALCON_MSG);
const sig = hex(GO_FALCON_SIG);
const pk = hex(GO_FALCON_PK);

describe('det1024 verification (go: crypto/falconWrapper.go FalconVerifier.VerifyBytes)', () => {
  it("verifies go's signature", () => {
    expect(pk.length).toBe(FALCON_PUBLIC_KEY_SIZE);
    expect(sig[0]).toBe(0xba);
    expect(falcon1024Verify(pk, msg, sig)).toBe(true);
    expect(falcon1024VerifyError(pk, msg, sig)).toBeUndefined();
  });

  // go: data/transactions/logic/crypto_test.go TestFalconVerify: a flipped message, a short signature.
  it('rejects another message and a cut signature with falcon.c error codes', () => {
    const other = hex('52' + GO_FALCON_MSG.slice(2));
    expect(falcon1024Verify(pk, other, sig)).toBe(false);
    expect(falcon1024VerifyError(pk, other, sig)).toBe('error code -4: falcon verify failed');
    // Dropping the header leaves a byte that is not 0xBA: FALCON_ERR_BADSIG.
    expect(falcon1024VerifyError(pk, msg, sig.subarray(1))).toBe('error code -4: falcon verify failed');
    // Dropping the last byte leaves a compressed s2 that does not decode: FALCON_ERR_FORMAT.
    expect(falcon1024VerifyError(pk, msg, sig.subarray(0, sig.length - 1))).toBe(
      'error code -3: falcon verify failed',
    );
  });

  // go: github.com/algorand/falcon falcon.go PublicKey.Verify, deterministic.c falcon_det1024_verify_compressed.
  it('reports an empty, oversized or trailing-byte signature and a bad key as the reference does', () => {
    expect(falcon1024VerifyError(pk, msg, new Uint8Array())).toBe('empty signature: falcon verify failed');
    const big = new Uint8Array(FALCON_SIG_MAX_SIZE + 1);
    big[0] = 0xba;
    expect(falcon1024VerifyError(pk, msg, big)).toBe('error code -4: falcon verify failed');
    const trailing = new Uint8Array(sig.length + 1);
    trailing.set(sig);
    expect(falcon1024VerifyError(pk, msg, trailing)).toBe('error code -3: falcon verify failed');
    const badKey = Uint8Array.from(pk);
    badKey[0] = 0x1a; // not a public key header
    expect(falcon1024VerifyError(badKey, msg, sig)).toBe('error code -3: falcon verify failed');
    badKey[0] = 0x09; // a Falcon-512 key: the signature's logn differs
    expect(falcon1024VerifyError(badKey, msg, sig)).toBe('error code -4: falcon verify failed');
    const outOfRange = Uint8Array.from(pk);
    outOfRange.fill(0xff, 1, 3); // first coefficient 0x3fff >= q
    expect(falcon1024VerifyError(outOfRange, msg, sig)).toBe('error code -3: falcon verify failed');
    // The salt version byte names the salt: another version hashes to another point.
    const v1 = Uint8Array.from(sig);
    v1[1] = 1;
    expect(falcon1024VerifyError(pk, msg, v1)).toBe('error code -4: falcon verify failed');
  });
});

// The client's signer (packages/core/src/pq/falcon1024.ts) checked by this verifier.
describe('det1024 signing (core) verified here', () => {
  const keys = falcon1024Keygen(new Uint8Array(48).fill(7));

  it('signs in the det1024 format, reproducibly, and verifies', () => {
    expect(keys.publicKey.length).toBe(FALCON_PUBLIC_KEY_SIZE);
    expect(falcon1024PublicKey(keys.secretKey)).toEqual(keys.publicKey);
    const s = falcon1024Sign(keys.secretKey, msg);
    expect(s[0]).toBe(0xba);
    expect(s[1]).toBe(0);
    expect(s.length).toBeLessThanOrEqual(FALCON_SIG_MAX_SIZE);
    expect(falcon1024Sign(keys.secretKey, msg)).toEqual(s);
    expect(falcon1024Verify(keys.publicKey, msg, s)).toBe(true);
    expect(falcon1024Verify(pk, msg, s)).toBe(false);
    expect(
      falcon1024Verify(keys.publicKey, new Uint8Array(), falcon1024Sign(keys.secretKey, new Uint8Array())),
    ).toBe(true);
  });
});
