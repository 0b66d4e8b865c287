/**
 * The algod v2 read shapes Sextant uses for algod-only mode. Accounts, assets and applications share
 * the indexer's field names; a block is algod's raw encoding (`rnd`, `ts`, `txns`…).
 */
import type { IdxAccount, IdxApplicationParams, IdxAssetParams } from '../indexer/indexerModels';
import type { JsonUint } from '../json/JsonUint';
import type { JsonValue } from '../json/JsonValue';

export type AlgodAccount = Omit<IdxAccount, 'created-apps' | 'apps-local-state'> & {
  'created-apps'?: { id: JsonUint; params: IdxApplicationParams }[];
  'apps-local-state'?: IdxAccount['apps-local-state'];
};

export interface AlgodAsset {
  index: JsonUint;
  params: IdxAssetParams;
}

/** One account's holding of one asset, as algod answers it. */
export interface AlgodHolding {
  amount: JsonUint;
  'asset-id': JsonUint;
  'is-frozen': boolean;
}

export interface AlgodApplication {
  id: JsonUint;
  params: IdxApplicationParams;
}

/** One signed transaction inside algod's block: `txn` with msgpack field names, plus `sig`/`msig`/`lsig`. */
export interface AlgodSignedTxnInBlock {
  txn: { [key: string]: JsonValue };
  sig?: string;
  msig?: { [key: string]: JsonValue };
  lsig?: { [key: string]: JsonValue };
  /** A post-quantum signature (consensus v42, data/transactions/signedtxn.go SignedTxn.PQsig). */
  pqsig?: { [key: string]: JsonValue };
  hgi?: boolean;
}

export interface AlgodBlockHeader {
  rnd?: JsonUint;
  ts?: JsonUint;
  prev?: string;
  /** go-algorand data/bookkeeping/block.go BlockHeader.Branch512. */
  prev512?: string;
  seed?: string;
  txn?: string;
  txn256?: string;
  /** go-algorand data/bookkeeping/block.go TxnCommitments.Sha512Commitment. */
  txn512?: string;
  gen?: string;
  gh?: string;
  proto?: string;
  tc?: JsonUint;
  fc?: JsonUint;
  bi?: JsonUint;
  pp?: JsonUint;
  prp?: string;
  fees?: string;
  rwd?: string;
  txns?: AlgodSignedTxnInBlock[];
}

export interface AlgodStatus {
  'last-round': JsonUint;
  'last-version'?: string;
  'time-since-last-round'?: JsonUint;
  [key: string]: JsonValue | undefined;
}
