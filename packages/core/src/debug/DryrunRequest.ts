import type algosdk from 'algosdk';

/**
 * algod 4.x's DryrunRequest (algosdk 3 no longer models it): the transactions, the ledger state
 * their programs read, and the block context. Field names on the wire are in encodeDryrunRequest.
 */
export interface DryrunRequest {
  txns: algosdk.SignedTransaction[];
  accounts: algosdk.modelsv2.Account[];
  apps: algosdk.modelsv2.Application[];
  protocolVersion: string;
  round: bigint;
  latestTimestamp: bigint;
  sources: DryrunSource[];
}

/** TEAL source assembled by the node in place of a program (lsig, approval or clear). */
export interface DryrunSource {
  fieldName: 'lsig' | 'approv' | 'clearp';
  source: string;
  txnIndex: number;
  appIndex: bigint;
}

/** The app id dry-run gives an app the request creates (what SDKs used). */
export const DRYRUN_CREATED_APP_ID = 1380011588n;
