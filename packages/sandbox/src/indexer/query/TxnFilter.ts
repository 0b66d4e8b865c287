import type { SigType } from '../store/records';

export type AddressRole = 'sender' | 'receiver' | 'freeze-target';

/** A position in (round, intra) order: what a transaction next token encodes. */
export interface TxnCursor {
  round: number;
  intra: number;
}

/** A transaction search, already validated (the indexer's idb.TransactionFilter). */
export interface TxnFilter {
  address?: string | undefined;
  addressRole?: AddressRole | undefined;
  excludeCloseTo?: boolean | undefined;
  minRound?: number | undefined;
  maxRound?: number | undefined;
  /** Unix milliseconds, exclusive bounds on the block time. */
  beforeTime?: number | undefined;
  afterTime?: number | undefined;
  /** Asset or application id: the indexer matches both against one creatable column. */
  creatable?: bigint | undefined;
  algosGT?: bigint | undefined;
  algosLT?: bigint | undefined;
  assetGT?: bigint | undefined;
  assetLT?: bigint | undefined;
  txType?: string | undefined;
  txid?: string | undefined;
  sigType?: SigType | undefined;
  notePrefix?: Uint8Array | undefined;
  rekeyTo?: boolean | undefined;
  groupId?: string | undefined;
  limit: number;
  next?: TxnCursor | undefined;
  /** Return the matching rows themselves, inner ones included (application logs), not their roots. */
  rowsOnly?: boolean | undefined;
}
