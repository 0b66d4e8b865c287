import algosdk from 'algosdk';
import { generateKeyPairSync } from 'node:crypto';

export interface TestAccount {
  addr: string;
  /** 64 bytes: seed ‖ public key, as algosdk uses. */
  sk: Uint8Array;
}

/** A fresh ed25519 account from node:crypto (algosdk's tweetnacl keygen is slow here). */
export function newAccount(): TestAccount {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const d = Buffer.from(privateKey.export({ format: 'jwk' }).d as string, 'base64url');
  const x = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  const sk = new Uint8Array(64);
  sk.set(d, 0);
  sk.set(x, 32);
  return { addr: algosdk.encodeAddress(x), sk };
}
