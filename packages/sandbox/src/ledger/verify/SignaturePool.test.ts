import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ed25519Verify } from '../../util/ed25519Verify';
import { type SignatureCheck, SignaturePool } from './SignaturePool';

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const pk = new Uint8Array(Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url'));
  return { privateKey, pk };
}

describe('SignaturePool', () => {
  it('answers as ed25519Verify does, for batches from several callers, and after close', async () => {
    const a = keyPair();
    const b = keyPair();
    const checks: SignatureCheck[] = [];
    for (let i = 0; i < 40; i++) {
      const message = new Uint8Array(Buffer.from(`TX message ${i}`));
      const signer = i % 2 === 0 ? a : b;
      const signature = new Uint8Array(sign(null, message, signer.privateKey));
      if (i % 5 === 0) signature[3] = (signature[3] as number) ^ 1; // forged
      const publicKey = i % 7 === 0 ? (i % 2 === 0 ? b.pk : a.pk) : signer.pk; // wrong key
      checks.push({ message, signature, publicKey });
    }
    // Malformed lengths never throw: refused.
    checks.push({ message: new Uint8Array(3), signature: new Uint8Array(10), publicKey: a.pk });
    checks.push({ message: new Uint8Array(3), signature: new Uint8Array(64), publicKey: new Uint8Array(31) });
    const expected = checks.map((c) => ed25519Verify(c.message, c.signature, c.publicKey));
    expect(expected.filter(Boolean).length).toBeGreaterThan(20);
    expect(expected.filter((x) => !x).length).toBeGreaterThan(5);

    const pool = new SignaturePool(2);
    // Several callers in one turn share the workers; each gets its own answers in order.
    const parts = [checks.slice(0, 10), checks.slice(10, 11), checks.slice(11, 30), checks.slice(30)];
    const answers = await Promise.all(parts.map((p) => pool.verify(p)));
    expect(answers.flat()).toEqual(expected);
    expect(await pool.verify([])).toEqual([]);
    await pool.close();
    // Closed (or with a dead worker): checked on the calling thread, same answers.
    expect(await pool.verify(checks)).toEqual(expected);
  });
});
