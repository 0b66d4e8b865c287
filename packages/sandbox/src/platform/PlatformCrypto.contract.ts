import { check, checkEqual, type ContractCase, fromHex, hex, rejects } from '../testing/ContractCase';
import type { PlatformCrypto } from './PlatformCrypto';

const text = (s: string) => new TextEncoder().encode(s);

/** RFC 8032 section 7.1, test 1 (empty message). */
const RFC8032 = {
  seed: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
  publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
  signature:
    'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
};
/** The ed25519 group order L, little-endian: s + L is the same signature, non-canonically encoded. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;

/**
 * What every implementation of `#platform/crypto` must do, with published test vectors: the
 * Node one (node:crypto) and the browser one (noble) give the same answers byte for byte.
 */
export function cryptoContract(c: PlatformCrypto): ContractCase[] {
  return [
    {
      name: 'hashes match their published vectors, one-shot, in parts and incrementally',
      async run() {
        const vectors: Array<[Parameters<PlatformCrypto['digest']>[0], string]> = [
          ['sha256', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
          [
            'sha512',
            'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
          ],
          ['sha512-256', '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23'],
          ['sha3-256', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
        ];
        for (const [alg, want] of vectors) {
          if (alg === 'sha256' || alg === 'sha512-256') {
            const out = new Uint8Array(40);
            c.digestInto(alg, [text('a'), text('bc')], out.subarray(4, 36));
            checkEqual(hex(out.subarray(4, 36)), want, `${alg} into a view`);
            checkEqual(
              hex(out.subarray(0, 4)) + hex(out.subarray(36)),
              '0'.repeat(16),
              `${alg} into: nothing else`,
            );
          }
          checkEqual(hex(c.digest(alg, [text('abc')])), want, `${alg}("abc")`);
          checkEqual(hex(c.digest(alg, [text('a'), text(''), text('bc')])), want, `${alg} in parts`);
          checkEqual(
            hex(c.createHasher(alg).update('ab').update(text('c')).digest()),
            want,
            `${alg} incremental`,
          );
        }
      },
    },
    {
      name: 'crc32 is zlib’s',
      async run() {
        checkEqual(c.crc32(text('123456789')), 0xcbf43926, 'crc32("123456789")');
        checkEqual(c.crc32(new Uint8Array(0)), 0, 'crc32 of nothing');
      },
    },
    {
      name: 'ed25519 derives, signs and verifies as RFC 8032',
      async run() {
        const seed = fromHex(RFC8032.seed);
        checkEqual(hex(c.ed25519PublicKey(seed)), RFC8032.publicKey, 'public key');
        const sig = c.ed25519Sign(seed, new Uint8Array(0));
        checkEqual(hex(sig), RFC8032.signature, 'signature');
        const pk = fromHex(RFC8032.publicKey);
        check(c.ed25519Verify(new Uint8Array(0), sig, pk), 'the vector verifies');
        check(!c.ed25519Verify(text('x'), sig, pk), 'another message does not');
        const flipped = sig.slice();
        flipped[10]! ^= 1;
        check(!c.ed25519Verify(new Uint8Array(0), flipped, pk), 'a changed signature does not');
        check(
          !c.ed25519Verify(new Uint8Array(0), sig.subarray(0, 63), pk),
          'a short signature is false, not a throw',
        );
        check(
          !c.ed25519Verify(new Uint8Array(0), sig, pk.subarray(0, 31)),
          'a short key is false, not a throw',
        );
        check(
          !c.ed25519Verify(new Uint8Array(0), sig, new Uint8Array(32).fill(0xff)),
          'a key off the curve is false',
        );
        // s + L: the same signature with a non-canonical s, refused (as OpenSSL and algod do).
        let s = 0n;
        for (let i = 63; i >= 32; i--) s = (s << 8n) | BigInt(sig[i]!);
        const malleated = sig.slice();
        let t = s + L;
        for (let i = 32; i < 64; i++, t >>= 8n) malleated[i] = Number(t & 0xffn);
        check(!c.ed25519Verify(new Uint8Array(0), malleated, pk), 'a non-canonical s is refused');
        await rejects(() => c.ed25519Sign(new Uint8Array(31), text('x')), 'a 31-byte seed');
      },
    },
    {
      name: 'hmac-sha512/256 is keyed and deterministic',
      async run() {
        const a = c.hmacSha512_256(text('key'), text('message'));
        checkEqual(a.length, 32, 'length');
        checkEqual(hex(c.hmacSha512_256(text('key'), text('mess'), text('age'))), hex(a), 'in parts');
        check(hex(c.hmacSha512_256(text('kez'), text('message'))) !== hex(a), 'another key differs');
      },
    },
    {
      name: 'scrypt matches RFC 7914',
      async run() {
        const key = await c.scrypt('', new Uint8Array(0), { N: 16, r: 1, p: 1 });
        checkEqual(
          hex(key),
          '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442',
          'scrypt("", "", 16, 1, 1)',
        );
      },
    },
    {
      name: 'AES-256-GCM matches the GCM spec’s vector and refuses changed bytes',
      async run() {
        const key = new Uint8Array(32);
        const iv = new Uint8Array(12);
        const { data, tag } = c.aesGcmSeal(key, iv, new Uint8Array(0), new Uint8Array(16));
        checkEqual(hex(data), 'cea7403d4d606b6e074ec5d3baf39d18', 'ciphertext');
        checkEqual(hex(tag), 'd0d1c8a799996bf0265b98b5d48ab919', 'tag');
        const aad = text('wallet-id');
        const sealed = c.aesGcmSeal(key, iv, aad, text('secret'));
        checkEqual(
          new TextDecoder().decode(c.aesGcmOpen(key, iv, aad, sealed.data, sealed.tag)),
          'secret',
          'round trip',
        );
        await rejects(() => c.aesGcmOpen(key, iv, text('other-id'), sealed.data, sealed.tag), 'another aad');
        const badTag = sealed.tag.slice();
        badTag[0]! ^= 1;
        await rejects(() => c.aesGcmOpen(key, iv, aad, sealed.data, badTag), 'a changed tag');
        const otherKey = new Uint8Array(32).fill(1);
        await rejects(() => c.aesGcmOpen(otherKey, iv, aad, sealed.data, sealed.tag), 'another key');
      },
    },
    {
      name: 'random bytes: the length asked for, beyond 64 KiB too, and not repeating',
      async run() {
        const big = c.randomBytes(70_000);
        checkEqual(big.length, 70_000, 'length');
        check(
          big.subarray(66_000).some((b) => b !== 0),
          'the tail past 64 KiB is filled',
        );
        check(hex(c.randomBytes(16)) !== hex(c.randomBytes(16)), 'two draws differ');
      },
    },
    {
      name: 'timingSafeEqual compares bytes, any lengths',
      async run() {
        check(c.timingSafeEqual(text('abc'), text('abc')), 'equal');
        check(!c.timingSafeEqual(text('abc'), text('abd')), 'different');
        check(!c.timingSafeEqual(text('abc'), text('ab')), 'different lengths: false, not a throw');
      },
    },
  ];
}
