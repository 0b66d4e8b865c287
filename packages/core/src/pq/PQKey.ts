import algosdk from 'algosdk';

/** protocol.PQSchemeFalcon1024: the 2-byte scheme id "f1". */
export const FALCON_1024 = 'f1';

/**
 * A post-quantum (Falcon-1024) account's key: its address is SHA-512/256("PQA" ‖ "f1" ‖ salt ‖
 * public key) with the canonical salt, the lowest one whose address is off the Ed25519 curve
 * (go: data/basics/pq_address.go CanonicalPQAddressSalt; algosdk.addressFromPQKey).
 */
export interface PQKey {
  readonly scheme: typeof FALCON_1024;
  readonly publicKey: Uint8Array;
  readonly secretKey: Uint8Array;
  readonly salt: number;
  readonly address: string;
}

/** The account of a Falcon-1024 key pair (address and canonical salt). */
export function pqKeyOf(publicKey: Uint8Array, secretKey: Uint8Array): PQKey {
  const { address, salt } = algosdk.addressFromPQKey(algosdk.FALCON_1024_SCHEME, publicKey);
  return { scheme: FALCON_1024, publicKey, secretKey, salt, address: address.toString() };
}
