import type algosdk from 'algosdk';

/**
 * Whatever can sign transactions for the studio and the tools: the connected wallet (through the
 * signing service), kmd, a logic sig. `signGroup` returns one entry per transaction, position-
 * aligned: the signed transaction's msgpack where it signed, null where it did not.
 */
export interface GroupSigner {
  /** Shown to people: "Pera · ABCD…WXYZ", "kmd · unencrypted-default-wallet". */
  readonly label: string;
  /** The addresses this signer holds keys for (the connected wallet's accounts). */
  readonly addresses: readonly string[];
  signGroup(
    txns: readonly algosdk.Transaction[],
    indexesToSign: readonly number[],
  ): Promise<(Uint8Array | null)[]>;
}
