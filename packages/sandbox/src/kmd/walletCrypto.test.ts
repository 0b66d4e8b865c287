import { describe, expect, it } from 'vitest';
import { FAST_SCRYPT } from './kmdTestKit';
import {
  DEFAULT_SCRYPT,
  EMPTY_PASSWORD_SCRYPT,
  newWalletKey,
  sealSecrets,
  unlockWalletKey,
} from './walletCrypto';

describe('walletCrypto', () => {
  const plaintext = new TextEncoder().encode('the secrets');

  it('opens with the password and the wallet id it was sealed for, and nothing else', async () => {
    const walletKey = await newWalletKey('pw', FAST_SCRYPT);
    const sealed = sealSecrets(walletKey, plaintext, 'wallet-a');
    expect((await unlockWalletKey('pw', sealed, 'wallet-a')).plaintext).toEqual(plaintext);
    await expect(unlockWalletKey('pW', sealed, 'wallet-a')).rejects.toThrow(
      'error decrypting. wrong password?',
    );
    await expect(unlockWalletKey('pw', sealed, 'wallet-b')).rejects.toThrow('wrong password');
    const tampered = {
      ...sealed,
      cipher: { ...sealed.cipher, data: Buffer.from('xxxxxxxxxxx').toString('base64') },
    };
    await expect(unlockWalletKey('pw', tampered, 'wallet-a')).rejects.toThrow('wrong password');
  });

  it('uses a fresh IV every time it seals', async () => {
    const walletKey = await newWalletKey('', FAST_SCRYPT);
    const a = sealSecrets(walletKey, plaintext, 'w');
    const b = sealSecrets(walletKey, plaintext, 'w');
    expect(a.cipher.iv).not.toBe(b.cipher.iv);
    expect(a.cipher.data).not.toBe(b.cipher.data);
    expect(a.kdf).toEqual(b.kdf);
  });

  it('derives an empty password at the lowest cost, any other at the cost asked', async () => {
    const empty = await newWalletKey('', DEFAULT_SCRYPT);
    expect(empty.kdf).toMatchObject({ name: 'scrypt', ...EMPTY_PASSWORD_SCRYPT });
    const sealed = sealSecrets(empty, plaintext, 'w');
    expect((await unlockWalletKey('', sealed, 'w')).plaintext).toEqual(plaintext);
    await expect(unlockWalletKey('x', sealed, 'w')).rejects.toThrow('wrong password');
    expect((await newWalletKey('pw', FAST_SCRYPT)).kdf).toMatchObject(FAST_SCRYPT);
  });
});
