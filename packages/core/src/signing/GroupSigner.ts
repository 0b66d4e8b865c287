import type algosdk from 'algosdk';

/**
 * What signs: each kind has one implementation in `signing/signers/` (the wallet's in `signing/`).
 * `pqKey` is a post-quantum (Falcon-1024) account's key; `impersonation` is an address the sandbox
 * lets sign without its key (network control: `sandbox/ImpersonationSigner`).
 */
export type SignerKind =
  'wallet' | 'kmd' | 'secretKey' | 'pqKey' | 'logicSig' | 'multisigMember' | 'impersonation';

export interface SignGroupOptions {
  /**
   * Per position, the address whose key must sign: the auth address of a rekeyed sender. Missing
   * or undefined entries mean the sender signs for itself.
   */
  signerKeys?: readonly (string | undefined)[];
}

/**
 * Whatever can sign transactions for the studio and the tools: the connected wallet (through the
 * signing service), kmd, a recovery phrase, a post-quantum key, a logic sig, a multisig member, an
 * impersonated address. `signGroup` returns one
 * entry per transaction, position-aligned: the signed transaction's msgpack where it signed, null
 * where it did not (a position whose key it does not hold stays null rather than failing).
 */
export interface GroupSigner {
  readonly kind: SignerKind;
  /** Shown to people: "Pera · ABCD…WXYZ", "kmd · unencrypted-default-wallet". */
  readonly label: string;
  /** The addresses whose key this signer can sign with. */
  readonly addresses: readonly string[];
  signGroup(
    txns: readonly algosdk.Transaction[],
    indexesToSign: readonly number[],
    options?: SignGroupOptions,
  ): Promise<(Uint8Array | null)[]>;
}

/** The address whose key signs position `i`: the given signer key, or the sender. */
export function signerKeyAt(
  txns: readonly algosdk.Transaction[],
  i: number,
  options: SignGroupOptions | undefined,
): string {
  return options?.signerKeys?.[i] ?? txns[i]?.sender.toString() ?? '';
}
