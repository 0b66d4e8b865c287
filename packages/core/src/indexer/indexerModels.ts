/**
 * The indexer v2 response shapes Sextant reads (kebab-case, as the API spells them). Integers are
 * JsonUint: a number when safe, a bigint beyond 2^53, exactly as parseJson produced them. Screens
 * never see these; explore/ maps them to view models.
 */
import type { JsonUint } from '../json/JsonUint';
import type { JsonValue } from '../json/JsonValue';

export interface IdxAssetHolding {
  amount: JsonUint;
  'asset-id': JsonUint;
  'is-frozen': boolean;
  deleted?: boolean;
  'opted-in-at-round'?: JsonUint;
  'opted-out-at-round'?: JsonUint;
}

export interface IdxMiniAssetHolding {
  address: string;
  amount: JsonUint;
  'is-frozen': boolean;
  deleted?: boolean;
  'opted-in-at-round'?: JsonUint;
  'opted-out-at-round'?: JsonUint;
}

export interface IdxAssetParams {
  creator: string;
  decimals: number;
  total: JsonUint;
  clawback?: string;
  'default-frozen'?: boolean;
  freeze?: string;
  manager?: string;
  'metadata-hash'?: string;
  name?: string;
  'name-b64'?: string;
  reserve?: string;
  'unit-name'?: string;
  'unit-name-b64'?: string;
  url?: string;
  'url-b64'?: string;
}

export interface IdxAsset {
  index: JsonUint;
  params: IdxAssetParams;
  deleted?: boolean;
  'created-at-round'?: JsonUint;
  'destroyed-at-round'?: JsonUint;
}

export interface IdxTealValue {
  type: number;
  bytes: string;
  uint: JsonUint;
}

export interface IdxTealKeyValue {
  key: string;
  value: IdxTealValue;
}

export interface IdxStateSchema {
  'num-uint': JsonUint;
  'num-byte-slice': JsonUint;
}

export interface IdxApplicationParams {
  'approval-program'?: string;
  'clear-state-program'?: string;
  creator?: string;
  'extra-program-pages'?: JsonUint;
  'global-state'?: IdxTealKeyValue[];
  'global-state-schema'?: IdxStateSchema;
  'local-state-schema'?: IdxStateSchema;
  version?: JsonUint;
}

export interface IdxApplication {
  id: JsonUint;
  params: IdxApplicationParams;
  deleted?: boolean;
  'created-at-round'?: JsonUint;
  'deleted-at-round'?: JsonUint;
}

export interface IdxApplicationLocalState {
  id: JsonUint;
  schema: IdxStateSchema;
  'key-value'?: IdxTealKeyValue[];
  deleted?: boolean;
  'opted-in-at-round'?: JsonUint;
  'closed-out-at-round'?: JsonUint;
}

export interface IdxAccount {
  address: string;
  amount: JsonUint;
  'amount-without-pending-rewards': JsonUint;
  'min-balance': JsonUint;
  'pending-rewards': JsonUint;
  rewards: JsonUint;
  round: JsonUint;
  status: string;
  'total-apps-opted-in': JsonUint;
  'total-assets-opted-in': JsonUint;
  'total-created-apps': JsonUint;
  'total-created-assets': JsonUint;
  'total-box-bytes'?: JsonUint;
  'total-boxes'?: JsonUint;
  'auth-addr'?: string;
  'sig-type'?: string;
  deleted?: boolean;
  'created-at-round'?: JsonUint;
  'closed-at-round'?: JsonUint;
  'incentive-eligible'?: boolean;
  'last-proposed'?: JsonUint;
  'last-heartbeat'?: JsonUint;
  assets?: IdxAssetHolding[];
  'created-assets'?: IdxAsset[];
  'created-apps'?: IdxApplication[];
  'apps-local-state'?: IdxApplicationLocalState[];
  participation?: { [key: string]: JsonValue };
}

export interface IdxMultisigSubsig {
  'public-key': string;
  signature?: string;
}

export interface IdxMultisig {
  version: number;
  threshold: number;
  subsignature?: IdxMultisigSubsig[];
}

export interface IdxLogicSig {
  logic: string;
  args?: string[];
  signature?: string;
  'multisig-signature'?: IdxMultisig;
  'logic-multisig-signature'?: IdxMultisig;
  /** A logic sig delegated by a post-quantum key (newer indexers; algosdk 3.8's TransactionSignatureLogicsig). */
  pqsig?: IdxPQSig;
}

/** A post-quantum signature as algosdk 3.8's indexer models read it (TransactionSignaturePQsig). */
export interface IdxPQSig {
  'public-key': string;
  scheme: string;
  signature: string;
  salt?: JsonUint;
}

export interface IdxSignature {
  sig?: string;
  multisig?: IdxMultisig;
  logicsig?: IdxLogicSig;
  pqsig?: IdxPQSig;
}

/** One transaction as the indexer renders it; type-specific fields live in the `*-transaction` objects. */
export interface IdxTransaction {
  id?: string;
  'tx-type': string;
  sender: string;
  fee: JsonUint;
  'first-valid': JsonUint;
  'last-valid': JsonUint;
  'confirmed-round'?: JsonUint;
  'round-time'?: JsonUint;
  'intra-round-offset'?: JsonUint;
  'genesis-id'?: string;
  'genesis-hash'?: string;
  group?: string;
  lease?: string;
  note?: string;
  'rekey-to'?: string;
  'auth-addr'?: string;
  'sender-rewards'?: JsonUint;
  'receiver-rewards'?: JsonUint;
  'close-rewards'?: JsonUint;
  'closing-amount'?: JsonUint;
  'created-asset-index'?: JsonUint;
  'created-application-index'?: JsonUint;
  signature?: IdxSignature;
  'inner-txns'?: IdxTransaction[];
  logs?: string[];
  'global-state-delta'?: { [key: string]: JsonValue }[];
  'local-state-delta'?: { [key: string]: JsonValue }[];
  'payment-transaction'?: { [key: string]: JsonValue };
  'asset-transfer-transaction'?: { [key: string]: JsonValue };
  'asset-config-transaction'?: { [key: string]: JsonValue };
  'asset-freeze-transaction'?: { [key: string]: JsonValue };
  'application-transaction'?: { [key: string]: JsonValue };
  'keyreg-transaction'?: { [key: string]: JsonValue };
  'state-proof-transaction'?: { [key: string]: JsonValue };
  'heartbeat-transaction'?: { [key: string]: JsonValue };
}

/** A block header (block-headers search and header-only lookups); `transactions` only on /v2/blocks/{round}. */
export interface IdxBlock {
  round: JsonUint;
  timestamp: JsonUint;
  'genesis-id': string;
  'genesis-hash': string;
  'previous-block-hash': string;
  'previous-block-hash-512'?: string;
  seed: string;
  'transactions-root': string;
  'transactions-root-sha256'?: string;
  'transactions-root-sha512'?: string;
  'txn-counter'?: JsonUint;
  proposer?: string;
  'fees-collected'?: JsonUint;
  bonus?: JsonUint;
  'proposer-payout'?: JsonUint;
  rewards?: { [key: string]: JsonValue };
  'upgrade-state'?: { [key: string]: JsonValue };
  'upgrade-vote'?: { [key: string]: JsonValue };
  transactions?: IdxTransaction[];
}

export interface IdxBox {
  name: string;
  value: string;
  round?: JsonUint;
}

export interface IdxLogData {
  txid: string;
  logs: string[];
}

/** Every paged answer: the indexer's round and the token for the next page, when there is one. */
export interface IdxPage<T> {
  items: T[];
  currentRound: JsonUint;
  nextToken?: string;
}
