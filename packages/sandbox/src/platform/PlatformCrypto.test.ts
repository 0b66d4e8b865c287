import { describe, expect, it } from 'vitest';
import * as browserCrypto from './browser/crypto';
import * as nodeCrypto from './node/crypto';
import { cryptoContract } from './PlatformCrypto.contract';
import type { PlatformCrypto } from './PlatformCrypto';

// Typed as the port: an implementation missing a primitive, or with another signature, fails tsc.
const implementations: Array<[string, PlatformCrypto]> = [
  ['node (node:crypto)', nodeCrypto],
  ['browser (noble)', browserCrypto],
];

for (const [name, impl] of implementations) {
  describe(`#platform/crypto: ${name}`, () => {
    for (const c of cryptoContract(impl)) it(c.name, () => c.run());
  });
}

describe('#platform/crypto: node and browser agree', () => {
  const seed = nodeCrypto.randomBytes(32);
  const message = browserCrypto.randomBytes(200);

  it('on keys and signatures, each verifying the other’s', () => {
    expect(browserCrypto.ed25519PublicKey(seed)).toEqual(nodeCrypto.ed25519PublicKey(seed));
    const pk = nodeCrypto.ed25519PublicKey(seed);
    expect(browserCrypto.ed25519Verify(message, nodeCrypto.ed25519Sign(seed, message), pk)).toBe(true);
    expect(nodeCrypto.ed25519Verify(message, browserCrypto.ed25519Sign(seed, message), pk)).toBe(true);
  });

  it('on hmac, scrypt and AES-GCM', async () => {
    expect(browserCrypto.hmacSha512_256(seed, message)).toEqual(nodeCrypto.hmacSha512_256(seed, message));
    const cost = { N: 1024, r: 8, p: 1 };
    expect(await browserCrypto.scrypt('pw', seed, cost)).toEqual(await nodeCrypto.scrypt('pw', seed, cost));
    const iv = nodeCrypto.randomBytes(12);
    const sealed = nodeCrypto.aesGcmSeal(seed, iv, message, message);
    expect(browserCrypto.aesGcmSeal(seed, iv, message, message)).toEqual(sealed);
    expect(browserCrypto.aesGcmOpen(seed, iv, message, sealed.data, sealed.tag)).toEqual(message);
  });

  it('on crc32 of random data', () => {
    for (const n of [1, 7, 64, 4096]) {
      const data = nodeCrypto.randomBytes(n);
      expect(browserCrypto.crc32(data)).toBe(nodeCrypto.crc32(data));
    }
  });
});
