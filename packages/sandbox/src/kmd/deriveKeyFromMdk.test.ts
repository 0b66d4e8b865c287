import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { deriveKeyFromMdk } from './deriveKeyFromMdk';
import { verifyEd25519 } from './kmdTestKit';

describe('deriveKeyFromMdk', () => {
  // Seeds for MDK = 32 × 0x11 at indexes 0 and 42, as produced by go-algorand's
  // extractKeyWithIndex (hkdf.Expand(sha512.New512_256, mdk, "AlgorandDeterministicKey-%d")).
  const mdk = new Uint8Array(32).fill(0x11);

  it('matches go-algorand kmd seeds', () => {
    expect(Buffer.from(deriveKeyFromMdk(mdk, 0).secretKey.subarray(0, 32)).toString('hex')).toBe(
      '8188e7595eb5c3306e1de5aa255dbedf1fae9a19c51fa3dc743a2a7fd0fda940',
    );
    expect(Buffer.from(deriveKeyFromMdk(mdk, 42).secretKey.subarray(0, 32)).toString('hex')).toBe(
      '3a6b378bad339b239de8e58a46b44ee463523dfdc7d25bef76e91b4333e65548',
    );
  });

  it('yields a usable ed25519 pair, the public key being the second half of the secret key', () => {
    const pair = deriveKeyFromMdk(mdk, 1);
    expect(pair.secretKey.subarray(32)).toEqual(pair.publicKey);
    const msg = new TextEncoder().encode('hello');
    // algosdk signs with tweetnacl: an independent implementation agreeing on the key pair.
    const sig = algosdk.signBytes(msg, pair.secretKey);
    expect(
      verifyEd25519(pair.publicKey, new Uint8Array([...new TextEncoder().encode('MX'), ...msg]), sig),
    ).toBe(true);
    expect(deriveKeyFromMdk(mdk, 2).publicKey).not.toEqual(pair.publicKey);
  });
});
