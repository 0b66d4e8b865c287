import { describe, expect, it } from 'vitest';
import { ed25519Edges } from '../../../test/support/ed25519Edges';
import { ed25519PublicKey, ed25519Sign, ed25519Verify, ed25519VerifyOpenSsl, randomBytes } from './crypto';
import { sodium, sodiumPath } from './sodium';

describe('ed25519Verify: libsodium first, OpenSSL’s answers', () => {
  it('libsodium loads on this platform (sodium-native’s prebuilt binary)', () => {
    expect(sodium).toBeDefined();
    expect(sodiumPath).toMatch(/sodium-native/);
  });

  it('answers as OpenSSL where the verifiers part ways: libsodium’s no is asked again', () => {
    const edges = ed25519Edges();
    const openssl = edges.map((e) => ed25519VerifyOpenSsl(e.message, e.signature, e.publicKey));
    // OpenSSL's cofactorless check, pinned: small-order R and keys pass when the equation holds.
    expect(Object.fromEntries(edges.map((e, i) => [e.name, openssl[i]]))).toEqual({
      honest: true,
      forged: false,
      'R of small order': true,
      'identity key': true,
      'order-2 key, message 0': false,
      'order-2 key, message 1': true,
      'order-2 key, message 2': false,
      'order-2 key, message 3': false,
      'identity key written non-canonically': true,
    });
    // libsodium refuses those before the equation: the fallback is what keeps them.
    const libsodium = edges.map((e) =>
      sodium?.crypto_sign_verify_detached(e.signature, e.message, e.publicKey),
    );
    expect(libsodium.filter(Boolean)).toHaveLength(1);
    expect(edges.map((e) => ed25519Verify(e.message, e.signature, e.publicKey))).toEqual(openssl);
  });

  it('answers as OpenSSL on random keys, messages and forgeries', () => {
    for (let i = 0; i < 60; i++) {
      const seed = randomBytes(32);
      const message = randomBytes(i * 7);
      const signature = ed25519Sign(seed, message);
      if (i % 3 === 1) signature[i % 64] = (signature[i % 64] as number) ^ (1 << (i % 8));
      const publicKey = i % 5 === 2 ? ed25519PublicKey(randomBytes(32)) : ed25519PublicKey(seed);
      expect(ed25519Verify(message, signature, publicKey)).toBe(
        ed25519VerifyOpenSsl(message, signature, publicKey),
      );
    }
  });
});
