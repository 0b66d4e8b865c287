import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { base64Bytes } from './base64Bytes';
import { publicKeyToAddress } from './publicKeyToAddress';

describe('publicKeyToAddress', () => {
  it('matches algosdk for the zero key and a random key', () => {
    expect(publicKeyToAddress(Buffer.alloc(32).toString('base64'))).toBe(
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
    );
    const account = algosdk.generateAccount();
    expect(publicKeyToAddress(Buffer.from(account.addr.publicKey).toString('base64'))).toBe(
      account.addr.toString(),
    );
  });

  it('refuses what is not a 32-byte key', () => {
    expect(publicKeyToAddress('AAAA')).toBeUndefined();
    expect(publicKeyToAddress('not base64!')).toBeUndefined();
    expect(base64Bytes('_-8')).toEqual(new Uint8Array([0xff, 0xef]));
  });
});
