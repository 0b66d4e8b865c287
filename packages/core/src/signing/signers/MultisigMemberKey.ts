import type algosdk from 'algosdk';
import type { MultisigParams } from '../../multisig/MultisigParams';

/**
 * One member of a multisig account, able to produce its own sub-signature: a kmd wallet that holds
 * the member's key, a recovery phrase, or a wallet that lets Sextant use the key.
 */
export interface MultisigMemberKey {
  /** Shown to people: "kmd · unencrypted-default-wallet". */
  readonly label: string;
  /** The member's address (one of `msig.addrs`). */
  readonly address: string;
  /** The member's 64-byte ed25519 signature of the transaction. */
  signSubsig(txn: algosdk.Transaction, msig: MultisigParams): Promise<Uint8Array>;
}
