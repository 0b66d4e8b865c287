import { describe, expect, it } from 'vitest';
import { GO_FALCON_MSG, GO_FALCON_PK, GO_FALCON_SIG } from '../../../crypto/testing/goFalconVector';
import { runSig, sigError } from '../testing/runTeal';

const bytes = (h: string): Uint8Array => new Uint8Array(Buffer.from(h, 'hex'));
const v = (version: number, body: string) => `#pragma version ${version}\n${body.replaceAll('; ', '\n')}`;

// go: data/transactions/logic/crypto_test.go TestFalconVerify (args: data, signature; the key in the program).
describe('falcon_verify', () => {
  const yes = (version: number) => v(version, `arg 0; arg 1; byte 0x${GO_FALCON_PK}; falcon_verify`);
  const no = (version: number) => v(version, `arg 0; arg 1; byte 0x${GO_FALCON_PK}; falcon_verify; !`);
  const data = bytes(GO_FALCON_MSG);
  const sig = bytes(GO_FALCON_SIG);

  it.each([12, 13])(
    "accepts go's det1024 signature (v%i) and refuses a cut one or another message",
    (version) => {
      expect(runSig(yes(version), { args: [data, sig] }).pass).toBe(true);
      expect(runSig(no(version), { args: [data, sig] }).pass).toBe(false);
      expect(runSig(yes(version), { args: [data, sig.subarray(1)] }).pass).toBe(false);
      expect(runSig(no(version), { args: [data, sig.subarray(1)] }).pass).toBe(true);
      const other = bytes('52' + GO_FALCON_MSG.slice(2));
      expect(runSig(yes(version), { args: [other, sig] }).pass).toBe(false);
      expect(runSig(no(version), { args: [other, sig] }).pass).toBe(true);
    },
  );

  it('fails on a public key of the wrong size (go: opFalconVerify)', () => {
    expect(sigError(v(13, 'byte 0x01; byte 0x02; int 1792; bzero; falcon_verify'))).toBe(
      'invalid public key size 1792 != 1793',
    );
  });
});

// go: data/transactions/logic/crypto_test.go TestVrfVerify.
describe('vrf_verify', () => {
  const app = (pk: string, proof: string, data: string, output: string) =>
    v(
      13,
      `byte 0x${data}; byte 0x${proof}; byte 0x${pk}; vrf_verify VrfAlgorand; assert; byte 0x${output}; ==`,
    );

  it('checks sizes', () => {
    const notrack = (body: string) => v(13, `#pragma typetrack false; ${body}`);
    expect(sigError(notrack('byte 0x1122; byte 0x2233; byte 0x3344; vrf_verify VrfAlgorand'))).toBe(
      'vrf proof wrong size 2 != 80',
    );
    expect(sigError(notrack('byte 0x1122; int 80; bzero; byte 0x3344; vrf_verify VrfAlgorand'))).toBe(
      'vrf pubkey wrong size 2 != 32',
    );
  });

  it('gives false and 64 zero bytes when the proof does not verify', () => {
    const prog = v(
      13,
      'byte 0x3344; int 80; bzero; int 32; bzero; vrf_verify VrfAlgorand; !; assert; int 64; bzero; ==',
    );
    expect(runSig(prog).pass).toBe(true);
  });

  it("gives go's outputs for the draft-03 vectors", () => {
    expect(
      runSig(
        app(
          'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
          'b6b4699f87d56126c9117a7da55bd0085246f4c56dbc95d20172612e9d38e8d7ca65e573a126ed88d4e30a46f80a666854d675cf3ba81de0de043c3774f061560f55edc256a787afe701677c0f602900',
          '',
          '5b49b554d05c0cd5a5325376b3387de59d924fd1e13ded44648ab33c21349a603f25b84ec5ed887995b33da5e3bfcb87cd2f64521c4c62cf825cffabbe5d31cc',
        ),
      ).pass,
    ).toBe(true);
    expect(
      runSig(
        app(
          '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
          'ae5b66bdf04b4c010bfe32b2fc126ead2107b697634f6f7337b9bff8785ee111200095ece87dde4dbe87343f6df3b107d91798c8a7eb1245d3bb9c5aafb093358c13e6ae1111a55717e895fd15f99f07',
          '72',
          '94f4487e1b2fec954309ef1289ecb2e15043a2461ecc7b2ae7d4470607ef82eb1cfa97d84991fe4a7bfdfd715606bc27e2967a6c557cfb5875879b671740b7d8',
        ),
      ).pass,
    ).toBe(true);
  });
});
