import { describe, expect, it } from 'vitest';
import { vrfKeypairFromSeed, vrfProve, vrfVerify } from './vrfAlgorand';

const hex = (h: string): Uint8Array => new Uint8Array(Buffer.from(h, 'hex'));

// go: crypto/vrf_test.go TestVRFTestVectors (draft-irtf-cfrg-vrf-03 appendix A.4).
const VECTORS = [
  {
    sk: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    pk: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    alpha: '',
    pi:
      'b6b4699f87d56126c9117a7da55bd0085246f4c56dbc95d20172612e9d38e8d7ca65e573a126ed88d4e30a46f80a6668' +
      '54d675cf3ba81de0de043c3774f061560f55edc256a787afe701677c0f602900',
    beta:
      '5b49b554d05c0cd5a5325376b3387de59d924fd1e13ded44648ab33c21349a603f25b84ec5ed887995b33da5e3bfcb87' +
      'cd2f64521c4c62cf825cffabbe5d31cc',
  },
  {
    sk: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    pk: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    alpha: '72',
    pi:
      'ae5b66bdf04b4c010bfe32b2fc126ead2107b697634f6f7337b9bff8785ee111200095ece87dde4dbe87343f6df3b107' +
      'd91798c8a7eb1245d3bb9c5aafb093358c13e6ae1111a55717e895fd15f99f07',
    beta:
      '94f4487e1b2fec954309ef1289ecb2e15043a2461ecc7b2ae7d4470607ef82eb1cfa97d84991fe4a7bfdfd715606bc27' +
      'e2967a6c557cfb5875879b671740b7d8',
  },
];

describe('VrfAlgorand (go: crypto/vrf.go, libsodium-fork crypto_vrf/ietfdraft03)', () => {
  it.each(VECTORS)("proves and verifies go's vector with alpha=$alpha", (v) => {
    const keys = vrfKeypairFromSeed(hex(v.sk));
    expect(Buffer.from(keys.publicKey).toString('hex')).toBe(v.pk);
    expect(Buffer.from(vrfProve(keys.secretKey, hex(v.alpha))).toString('hex')).toBe(v.pi);
    const out = vrfVerify(hex(v.pk), hex(v.pi), hex(v.alpha));
    expect(out && Buffer.from(out).toString('hex')).toBe(v.beta);
  });

  it('refuses another message, a changed proof, a zero key and a non-canonical s', () => {
    const [v] = VECTORS;
    if (v === undefined) throw new Error('no vector');
    expect(vrfVerify(hex(v.pk), hex(v.pi), hex('00'))).toBeUndefined();
    const pi = hex(v.pi);
    pi[40] = (pi[40] as number) ^ 1;
    expect(vrfVerify(hex(v.pk), pi, hex(v.alpha))).toBeUndefined();
    // go: data/transactions/logic/crypto_test.go TestVrfVerify "the verify itself fails" (zero key and proof).
    expect(vrfVerify(new Uint8Array(32), new Uint8Array(80), hex('3344'))).toBeUndefined();
    const big = hex(v.pi);
    big.fill(0xff, 48, 80);
    expect(vrfVerify(hex(v.pk), big, hex(v.alpha))).toBeUndefined();
  });
});
