import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { KmdError } from './KmdError';

/**
 * scrypt cost for wallet passwords. kmd's own default (N=65536, r=1, p=32) costs ~0.5 s per unlock
 * in Node; N=2^15, r=8, p=1 is the usual interactive-login setting at about a fifth of that.
 * The parameters are stored with each wallet, so changing the default never strands a wallet.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

/** What a wallet file keeps of its secrets: AES-256-GCM ciphertext and how to re-derive the key. */
export interface SealedSecrets {
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string };
  cipher: { name: 'aes-256-gcm'; iv: string; tag: string; data: string };
}

/** The key a password unlocks, with the kdf parameters it was derived under (reused when re-sealing). */
export interface WalletKey {
  key: Buffer;
  kdf: SealedSecrets['kdf'];
}

function scryptAsync(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Node refuses N*r*128 at or above maxmem; give it room for the parameters actually asked for.
    const maxmem = 256 * params.N * params.r + 16 * 1024 * 1024;
    scrypt(password, salt, 32, { N: params.N, r: params.r, p: params.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** A new key for a new wallet: fresh salt. */
export async function newWalletKey(password: string, params: ScryptParams): Promise<WalletKey> {
  const salt = randomBytes(32);
  const key = await scryptAsync(password, salt, params);
  return {
    key,
    kdf: { name: 'scrypt', N: params.N, r: params.r, p: params.p, salt: salt.toString('base64') },
  };
}

/** Re-derives a wallet's key from a password and proves it by opening the sealed secrets. */
export async function unlockWalletKey(
  password: string,
  sealed: SealedSecrets,
  aad: string,
): Promise<{ walletKey: WalletKey; plaintext: Uint8Array }> {
  const { kdf } = sealed;
  const key = await scryptAsync(password, Buffer.from(kdf.salt, 'base64'), kdf);
  const walletKey = { key, kdf };
  return { walletKey, plaintext: openSecrets(walletKey, sealed, aad) };
}

/**
 * Encrypts with a fresh IV. `aad` binds the ciphertext to its wallet id, so a blob copied into
 * another wallet's file does not open.
 */
export function sealSecrets(walletKey: WalletKey, plaintext: Uint8Array, aad: string): SealedSecrets {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', walletKey.key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return {
    kdf: walletKey.kdf,
    cipher: {
      name: 'aes-256-gcm',
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
    },
  };
}

/** Decrypts; a wrong key (wrong password) fails GCM authentication and is kmd's "wrong password?". */
export function openSecrets(walletKey: WalletKey, sealed: SealedSecrets, aad: string): Uint8Array {
  try {
    const decipher = createDecipheriv('aes-256-gcm', walletKey.key, Buffer.from(sealed.cipher.iv, 'base64'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.cipher.tag, 'base64'));
    const data = Buffer.from(sealed.cipher.data, 'base64');
    return new Uint8Array(Buffer.concat([decipher.update(data), decipher.final()]));
  } catch (err) {
    throw new KmdError('wrongPassword', 400, { cause: err });
  }
}
