import type algosdk from 'algosdk';

/**
 * A signed transaction decoded once, with what every later stage needs computed once: the canonical
 * bytes that were signed ("TX" ‖ msgpack), the txid (SHA-512/256 of those bytes), and addresses as
 * strings. Evaluation, verification, pending lookups and block making all share it.
 */
export interface PreparedTxn {
  readonly stxn: algosdk.SignedTransaction;
  readonly txn: algosdk.Transaction;
  /** "TX" ‖ canonical msgpack of the transaction: what a signature covers. */
  readonly toSign: Uint8Array;
  readonly rawTxid: Uint8Array;
  readonly txid: string;
  readonly sender: string;
  /** Who signed: the `sgnr` field when present (rekeyed accounts), else the sender. */
  readonly authorizer: string;
}
