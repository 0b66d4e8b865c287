import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { programHash } from '../../programAddress';
import { appError, runApp, runSig, teal } from '../testing/runTeal';

const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;
const big = { params: { maxAppProgramCost: 20_000 } };
const v = (body: string) => `#pragma version 11\n#pragma typetrack false\n${body.replaceAll('; ', '\n')}`;

describe('hashes', () => {
  it.each([
    ['sha256', createHash('sha256').update('abc').digest()],
    ['sha512_256', createHash('sha512-256').update('abc').digest()],
    ['sha3_256', createHash('sha3-256').update('abc').digest()],
    ['keccak256', Buffer.from('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45', 'hex')],
  ])('%s', (op, digest) => {
    expect(runApp(v(`byte "abc"; ${op}; byte ${hex(digest)}; ==`)).pass).toBe(true);
  });

  it('sha512 (v13) costs 15 + 2 per 32 bytes', () => {
    const d = createHash('sha512').update('abc').digest();
    const r = runApp(`#pragma version 13\nbyte "abc"\nsha512\nbyte ${hex(d)}\n==`);
    expect(r.pass).toBe(true);
  });
});

function ed25519Key() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const pk = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(12));
  return { pk, sign: (m: Uint8Array) => new Uint8Array(sign(null, m, privateKey)) };
}

describe('ed25519', () => {
  it('ed25519verify_bare checks a plain signature', () => {
    const k = ed25519Key();
    const msg = new TextEncoder().encode('hello');
    const sig = k.sign(msg);
    expect(runApp(v(`byte "hello"; byte ${hex(sig)}; byte ${hex(k.pk)}; ed25519verify_bare`), big).pass).toBe(
      true,
    );
    expect(runApp(v(`byte "hellO"; byte ${hex(sig)}; byte ${hex(k.pk)}; ed25519verify_bare`), big).pass).toBe(
      false,
    );
  });

  it('ed25519verify signs "ProgData" ‖ program hash ‖ data', () => {
    const k = ed25519Key();
    // The program embeds the signature, so sign over a program that reads it from an arg.
    const program = teal(`#pragma version 8\nbyte "data"\narg 0\nbyte ${hex(k.pk)}\ned25519verify`);
    const msg = Buffer.concat([Buffer.from('ProgData'), programHash(program), Buffer.from('data')]);
    expect(runSig(program, { args: [k.sign(msg)] }).pass).toBe(true);
    expect(runSig(program, { args: [k.sign(Buffer.from('data'))] }).pass).toBe(false);
  });

  it('costs 1900: one app call alone cannot afford it', () => {
    expect(appError(v('byte "x"; int 64; bzero; int 32; bzero; ed25519verify_bare'))).toBe(
      'dynamic cost budget exceeded, executing ed25519verify_bare: local program cost was 5',
    );
  });

  it('rejects bad lengths', () => {
    expect(appError(v('byte "x"; byte 0x00; int 32; bzero; ed25519verify_bare'), big)).toBe(
      'invalid signature',
    );
  });
});

describe('ecdsa', () => {
  const msg = createHash('sha256').update('m').digest();

  it('secp256k1 verify, decompress and recover', () => {
    const sk = secp256k1.utils.randomSecretKey();
    const pub = secp256k1.getPublicKey(sk, false);
    const sig = secp256k1.sign(msg, sk, { prehash: false, format: 'recovered' });
    const r = sig.subarray(1, 33);
    const s = sig.subarray(33, 65);
    const x = pub.subarray(1, 33);
    const y = pub.subarray(33, 65);
    const ok = runApp(
      v(
        `byte ${hex(msg)}; byte ${hex(r)}; byte ${hex(s)}; byte ${hex(x)}; byte ${hex(y)}; ecdsa_verify Secp256k1`,
      ),
      big,
    );
    expect(ok.error?.message).toBeUndefined();
    expect(ok.pass).toBe(true);
    const compressed = secp256k1.getPublicKey(sk, true);
    expect(
      runApp(
        v(
          `byte ${hex(compressed)}; ecdsa_pk_decompress Secp256k1; byte ${hex(y)}; ==; swap; byte ${hex(x)}; ==; &&`,
        ),
        big,
      ).pass,
    ).toBe(true);
    const rec = sig[0] as number;
    expect(
      runApp(
        v(
          `byte ${hex(msg)}; int ${rec}; byte ${hex(r)}; byte ${hex(s)}; ecdsa_pk_recover Secp256k1; byte ${hex(y)}; ==; swap; byte ${hex(x)}; ==; &&`,
        ),
        big,
      ).pass,
    ).toBe(true);
    expect(
      appError(
        v(
          `byte ${hex(msg)}; int 4; byte ${hex(r)}; byte ${hex(s)}; ecdsa_pk_recover Secp256k1; pop; pop; int 1`,
        ),
        big,
      ),
    ).toBe('invalid recovery id: 4');
  });

  it('secp256r1 verify; data must be 32 bytes', () => {
    const sk = p256.utils.randomSecretKey();
    const pub = p256.getPublicKey(sk, false);
    const sig = p256.sign(msg, sk, { prehash: false });
    const body = `byte ${hex(sig.subarray(0, 32))}; byte ${hex(sig.subarray(32))}; byte ${hex(pub.subarray(1, 33))}; byte ${hex(pub.subarray(33))}; ecdsa_verify Secp256r1`;
    expect(runApp(v(`byte ${hex(msg)}; ${body}`), big).pass).toBe(true);
    expect(appError(v(`byte 0x01; ${body}`), big)).toBe('the signed data must be 32 bytes long, not 1');
  });
});

describe('base64_decode', () => {
  it.each([
    ['byte "aGVsbG8="; base64_decode StdEncoding; byte "hello"; =='],
    ['byte "aGVsbG8"; base64_decode URLEncoding; byte "hello"; =='],
    ['byte "_-8="; base64_decode URLEncoding; byte 0xffef; =='],
  ])('%s', (body) => expect(runApp(v(body)).pass).toBe(true));

  it('rejects illegal data', () => {
    expect(appError(v('byte "a$=="; base64_decode StdEncoding; len'))).toBe(
      'illegal base64 data at input byte 1',
    );
  });
});
