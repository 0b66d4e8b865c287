import algosdk from 'algosdk';
import { MNEMONIC_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MnemonicError } from '../catalogue/MnemonicError';
import { decodeBytesText } from '../txn/decodeBytesText';
import { readPhrase } from './readPhrase';

/** An account recovered or generated: the screen shows the address and, on request, the key. */
export interface RecoveredAccount {
  address: string;
  /** 64 bytes: the 32-byte seed followed by the 32-byte public key (algosdk's layout). */
  secretKey: Uint8Array;
}

export function phraseToAccount(phrase: string): RecoveredAccount {
  return accountFromSeed(readPhrase(phrase));
}

export function accountToPhrase(secretKey: Uint8Array): string {
  return algosdk.secretKeyToMnemonic(secretKey);
}

/**
 * A secret key typed as base64 or hex: 64 bytes (seed and public key, as algosdk and goal export
 * it) or 32 (the seed alone). A 64-byte key whose halves do not match is refused, since signing
 * with it would produce signatures for the wrong address.
 */
export function readSecretKey(text: string): RecoveredAccount {
  const bytes = decodeBytesText(text, 64) ?? decodeBytesText(text, 32);
  if (bytes === undefined) throw new MnemonicError('KEY_ENCODING', M.keyEncoding('secret key'));
  if (bytes.length !== 64 && bytes.length !== 32) {
    throw new MnemonicError('KEY_LENGTH', M.keyLength('secret key', 64, bytes.length), {
      length: bytes.length,
    });
  }
  const account = accountFromSeed(bytes.slice(0, 32));
  if (bytes.length === 64 && !sameBytes(account.secretKey, bytes))
    throw new MnemonicError('KEY_MISMATCH', M.keyMismatch);
  return account;
}

export function phraseToMasterDerivationKey(phrase: string): Uint8Array {
  return readPhrase(phrase);
}

export function masterDerivationKeyToPhrase(mdk: Uint8Array | string): string {
  const bytes = typeof mdk === 'string' ? decodeBytesText(mdk, 32) : mdk;
  if (bytes === undefined) throw new MnemonicError('KEY_ENCODING', M.keyEncoding('master derivation key'));
  if (bytes.length !== 32) {
    throw new MnemonicError('KEY_LENGTH', M.keyLength('master derivation key', 32, bytes.length), {
      length: bytes.length,
    });
  }
  return algosdk.masterDerivationKeyToMnemonic(bytes);
}

export function generateAccount(): RecoveredAccount & { phrase: string } {
  const { addr, sk } = algosdk.generateAccount();
  return { address: addr.toString(), secretKey: sk, phrase: algosdk.secretKeyToMnemonic(sk) };
}

/** algosdk derives a key pair from a seed only through a phrase, so go through one. */
function accountFromSeed(seed: Uint8Array): RecoveredAccount {
  const { addr, sk } = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(seed));
  return { address: addr.toString(), secretKey: sk };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
