import type algosdk from 'algosdk';

/**
 * What a connected wallet can do, as measured against the wallet libraries (use-wallet 4.6):
 * - `signData`: ARC-60 signing (Lute through use-wallet; the mnemonic provider through its key).
 * - `multisig`: adds a multisig sub-signature (only where Sextant holds the key: mnemonic).
 * - `rekeyed`: how an account rekeyed to another key is signed: `wallet` = the wallet resolves the
 *   auth key itself (Pera, Defly, Lute, Kibisis list rekeyed accounts and sign with the auth key);
 *   `key` = Sextant signs with the in-page key as the auth address (mnemonic); `none` = the provider
 *   signs with the sender's own key only (use-wallet's kmd), so Sextant refuses rather than send a
 *   transaction the network would reject.
 */
export interface WalletCapabilities {
  signData: boolean;
  multisig: boolean;
  rekeyed: 'wallet' | 'key' | 'none';
}

export interface Arc60Signature {
  signature: Uint8Array;
  /** The signer's public key (32 bytes). */
  signer: Uint8Array;
  authenticatorData: Uint8Array;
}

/** The connected wallet as the signing service sees it; the web app adapts use-wallet to this. */
export interface WalletPort {
  /** Shown in messages: "KMD", "Pera". */
  readonly name: string;
  /** The accounts the wallet shared. */
  readonly addresses: readonly string[];
  readonly capabilities: WalletCapabilities;
  /**
   * use-wallet's contract: any shape (aligned with nulls, or only the signed ones). `authAddrs`
   * names, per position, the key a rekeyed account must be signed with (ARC-1 `authAddr`), for the
   * wallets that can be told it.
   */
  signTransactions(
    txns: algosdk.Transaction[],
    indexesToSign: number[],
    authAddrs?: readonly (string | undefined)[],
  ): Promise<(Uint8Array | null)[]>;
  signData?(data: Uint8Array, domain: string): Promise<Arc60Signature>;
  /** Only where Sextant holds the key (the development-only mnemonic provider). */
  withSecretKey?<T>(use: (secretKey: Uint8Array, address: string) => Promise<T>): Promise<T>;
}
