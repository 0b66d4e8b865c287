import { aesGcmOpen, aesGcmSeal, randomBytes, scrypt } from '#platform/crypto';
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

/**
 * The cost for an empty password, which anyone can guess at once whatever the cost: the lowest
 * scrypt allows. A wallet without a password (the default wallet of every new network) is made and
 * unlocked without the ~0.1 s (node:crypto) to ~0.7 s (pure JS, Browser network) a real cost takes.
 */
export const EMPTY_PASSWORD_SCRYPT: ScryptParams = { N: 2, r: 1, p: 1 };

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

async function scryptAsync(password: string, salt: Uint8Array, params: ScryptParams): Promise<Buffer> {
  return Buffer.from(await scrypt(password, salt, params));
}

/** A new key for a new wallet: fresh salt; an empty password gets `EMPTY_PASSWORD_SCRYPT`. */
export async function newWalletKey(password: string, cost: ScryptParams): Promise<WalletKey> {
  const params = password === '' ? EMPTY_PASSWORD_SCRYPT : cost;
  const salt = randomBytes(32);
  const key = await scryptAsync(password, salt, params);
  return {
    key,
    kdf: {
      name: 'scrypt',
      N: params.N,
      r: params.r,
      p: params.p,
      salt: Buffer.from(salt).toString('base64'),
    },
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
  const { data, tag } = aesGcmSeal(walletKey.key, iv, new TextEncoder().encode(aad), plaintext);
  const base64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
  return {
    kdf: walletKey.kdf,
    cipher: { name: 'aes-256-gcm', iv: base64(iv), tag: base64(tag), data: base64(data) },
  };
}

/** Decrypts; a wrong key (wrong password) fails GCM authentication and is kmd's "wrong password?". */
export function openSecrets(walletKey: WalletKey, sealed: SealedSecrets, aad: string): Uint8Array {
  try {
    const bytes = (b64: string) => new Uint8Array(Buffer.from(b64, 'base64'));
    const { iv, tag, data } = sealed.cipher;
    return aesGcmOpen(walletKey.key, bytes(iv), new TextEncoder().encode(aad), bytes(data), bytes(tag));
  } catch (err) {
    throw new KmdError('wrongPassword', 400, { cause: err });
  }
}
