/** A funded genesis account with its secret key: kmd's unencrypted-default-wallet is filled from these. */
export interface GenesisKey {
  address: string;
  /** 64-byte ed25519 secret key (seed ‖ public key), as algosdk uses. */
  secretKey: Uint8Array;
}
