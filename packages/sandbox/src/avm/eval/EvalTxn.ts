/**
 * A transaction as the AVM sees it: every field a `txn`/`gtxn`/`itxn` op can read, with go's zero
 * values for absent fields (32 zero bytes for an unset address, 0, empty bytes). Group transactions
 * come from algosdk via `evalTxnFromAlgosdk`; inner transactions are built field by field by
 * `itxn_field` and handed to the ledger as these records.
 */
export const ZERO32 = new Uint8Array(32);
export const ZERO64 = new Uint8Array(64);

export interface EvalAssetParams {
  total: bigint;
  decimals: bigint;
  defaultFrozen: boolean;
  unitName: Uint8Array;
  assetName: Uint8Array;
  url: Uint8Array;
  metadataHash: Uint8Array;
  manager: Uint8Array;
  reserve: Uint8Array;
  freeze: Uint8Array;
  clawback: Uint8Array;
}

/** A box reference; `app` 0 means the called app (resolved from the foreign-apps index). */
export interface EvalBoxRef {
  readonly app: bigint;
  readonly name: Uint8Array;
}

/** One entry of an app call's `access` list (v12+), already resolved to ids and addresses. */
export interface EvalResourceRef {
  readonly address?: Uint8Array;
  readonly asset?: bigint;
  readonly app?: bigint;
  readonly holding?: { readonly address: Uint8Array; readonly asset: bigint };
  readonly locals?: { readonly address: Uint8Array; readonly app: bigint };
  readonly box?: EvalBoxRef;
}

export class EvalTxn {
  type = '';
  sender: Uint8Array = ZERO32;
  fee = 0n;
  firstValid = 0n;
  lastValid = 0n;
  note: Uint8Array = new Uint8Array(0);
  lease: Uint8Array = ZERO32;
  rekeyTo: Uint8Array = ZERO32;
  group: Uint8Array = ZERO32;
  // payment
  receiver: Uint8Array = ZERO32;
  amount = 0n;
  closeRemainderTo: Uint8Array = ZERO32;
  // keyreg
  votePK: Uint8Array = ZERO32;
  selectionPK: Uint8Array = ZERO32;
  stateProofPK: Uint8Array = ZERO64;
  voteFirst = 0n;
  voteLast = 0n;
  voteKeyDilution = 0n;
  nonparticipation = false;
  // asset transfer
  xferAsset = 0n;
  assetAmount = 0n;
  assetSender: Uint8Array = ZERO32;
  assetReceiver: Uint8Array = ZERO32;
  assetCloseTo: Uint8Array = ZERO32;
  // asset config
  configAsset = 0n;
  assetParams: EvalAssetParams = {
    total: 0n,
    decimals: 0n,
    defaultFrozen: false,
    unitName: new Uint8Array(0),
    assetName: new Uint8Array(0),
    url: new Uint8Array(0),
    metadataHash: ZERO32,
    manager: ZERO32,
    reserve: ZERO32,
    freeze: ZERO32,
    clawback: ZERO32,
  };
  // asset freeze
  freezeAsset = 0n;
  freezeAccount: Uint8Array = ZERO32;
  assetFrozen = false;
  // application call
  applicationId = 0n;
  onCompletion = 0n;
  approvalProgram: Uint8Array = new Uint8Array(0);
  clearStateProgram: Uint8Array = new Uint8Array(0);
  applicationArgs: Uint8Array[] = [];
  accounts: Uint8Array[] = [];
  foreignApps: bigint[] = [];
  foreignAssets: bigint[] = [];
  boxes: EvalBoxRef[] = [];
  /** undefined when the transaction has no access list (go distinguishes nil from empty). */
  access: EvalResourceRef[] | undefined = undefined;
  globalNumUint = 0n;
  globalNumByteSlice = 0n;
  localNumUint = 0n;
  localNumByteSlice = 0n;
  extraProgramPages = 0n;
  rejectVersion = 0n;
}

/** What applying a transaction produced that later ops can read (gitxn, gaid, txn Logs...). */
export interface EvalApplyData {
  logs: Uint8Array[];
  /** Id of the asset an acfg created (0 otherwise). */
  configAsset: bigint;
  /** Id of the app an appl created (0 otherwise). */
  applicationId: bigint;
  /** Inner transactions this transaction issued, in order, with their own apply data. */
  innerTxns: ExecutedTxn[];
  /** Global state changes by key (latin1): a value, or undefined for a delete. */
  globalDelta: Map<string, StateChange>;
  /** Local state changes by account index (go's EvalDelta.LocalDeltas keys), then key. */
  localDeltas: Map<number, Map<string, StateChange>>;
  /** Accounts referenced by local deltas beyond txn.Accounts (v9+ EvalDelta.SharedAccts). */
  sharedAccts: Uint8Array[];
}

export type StateChange =
  { readonly action: 'set'; readonly value: bigint | Uint8Array } | { readonly action: 'delete' };

export interface ExecutedTxn {
  readonly txn: EvalTxn;
  /** The transaction id (inner ids as go-algorand's InnerID). */
  readonly txid: Uint8Array;
  readonly ad: EvalApplyData;
}

export function emptyApplyData(): EvalApplyData {
  return {
    logs: [],
    configAsset: 0n,
    applicationId: 0n,
    innerTxns: [],
    globalDelta: new Map(),
    localDeltas: new Map(),
    sharedAccts: [],
  };
}
