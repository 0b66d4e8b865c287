/**
 * The evaluator's port to the ledger: every state read and write an op can make, and the execution
 * of inner transactions. Addresses are 32-byte public keys; state keys and box names are latin1
 * strings (one char per byte). Methods throw (any Error) with algod's text for failures that are
 * the ledger's to report, e.g. `cannot set key, <addr> has not opted in to app <id>`; the evaluator
 * turns the throw into the op's error. Availability rules are NOT the ledger's job: the evaluator
 * checks them before calling.
 */
import type { EvalApplyData, EvalTxn } from './EvalTxn';

export interface EvalAccount {
  readonly balance: bigint;
  readonly minBalance: bigint;
  /** 32 zero bytes when not rekeyed. */
  readonly authAddr: Uint8Array;
  readonly totalNumUint: bigint;
  readonly totalNumByteSlice: bigint;
  readonly totalExtraAppPages: bigint;
  readonly totalAppsCreated: bigint;
  readonly totalAppsOptedIn: bigint;
  readonly totalAssetsCreated: bigint;
  readonly totalAssets: bigint;
  readonly totalBoxes: bigint;
  readonly totalBoxBytes: bigint;
  readonly incentiveEligible: boolean;
  readonly lastProposed: bigint;
  readonly lastHeartbeat: bigint;
}

export interface EvalAssetHolding {
  readonly amount: bigint;
  readonly frozen: boolean;
}

export interface EvalAssetInfo {
  readonly total: bigint;
  readonly decimals: bigint;
  readonly defaultFrozen: boolean;
  readonly unitName: Uint8Array;
  readonly assetName: Uint8Array;
  readonly url: Uint8Array;
  /** 32 bytes (zeros when unset). */
  readonly metadataHash: Uint8Array;
  readonly manager: Uint8Array;
  readonly reserve: Uint8Array;
  readonly freeze: Uint8Array;
  readonly clawback: Uint8Array;
  readonly creator: Uint8Array;
}

export interface EvalAppInfo {
  readonly approvalProgram: Uint8Array;
  readonly clearStateProgram: Uint8Array;
  readonly globalNumUint: bigint;
  readonly globalNumByteSlice: bigint;
  readonly localNumUint: bigint;
  readonly localNumByteSlice: bigint;
  readonly extraProgramPages: bigint;
  /** The app's update count (AppVersion, v12). */
  readonly version: bigint;
  readonly creator: Uint8Array;
  /** AppForeignBoxReads (v13): any app may read this app's boxes. */
  readonly foreignBoxReads: boolean;
  /** AppFamilyBoxAccess (v13): apps of the same creator may read and write this app's boxes. */
  readonly familyBoxAccess: boolean;
  /** AppSizeSponsor (v13): who holds the globals' and pages' minimum balance if not the creator, else 32 zero bytes. */
  readonly sizeSponsor: Uint8Array;
}

export type TealValue = bigint | Uint8Array;

export interface EvalBlockHeader {
  readonly seed: Uint8Array;
  readonly timestamp: bigint;
  readonly proposer: Uint8Array;
  readonly feesCollected: bigint;
  readonly bonus: bigint;
  readonly branch: Uint8Array;
  readonly feeSink: Uint8Array;
  readonly protocol: Uint8Array;
  readonly txnCounter: bigint;
  readonly proposerPayout: bigint;
}

/** What `itxn_submit` asks the ledger to execute. */
export interface InnerGroupRequest {
  /** The inner transactions, fully built (by `prepareInnerGroup`). */
  readonly txns: readonly EvalTxn[];
  /** Their ids, as `prepareInnerGroup` returned them. */
  readonly txids: readonly Uint8Array[];
  /**
   * One apply data per transaction, to fill as each executes: `configAsset` / `applicationId` for
   * created assets and apps (the evaluator fills logs, state deltas and nested inners itself).
   */
  readonly applyData: readonly EvalApplyData[];
  /**
   * Checks that the app account may send `txns[index]` (its authorizer, after earlier inners'
   * rekeys); the ledger calls it right before executing each one and lets its error through.
   */
  readonly beforeTxn: (index: number) => void;
  /**
   * Runs an inner app call's program (approval or clear state, as the ledger's appl processing
   * decides) for `txns[index]` as app `appId`; returns whether it approved, throws AvmEvalError
   * when it failed. It shares the caller's budget pool, fee credit, inner allowance and
   * resource availability, so the ledger must call it rather than evaluating on its own.
   */
  readonly runApp: (index: number, appId: bigint, program: Uint8Array) => boolean;
}

/** What logic sigs may see: only what consensus already agreed on. */
export interface SigLedger {
  genesisHash(): Uint8Array;
  /** A committed block's header, for `block` and `txn FirstValidTime`; undefined if unknown. */
  blockHeader(round: bigint): EvalBlockHeader | undefined;
}

export interface EvalLedger extends SigLedger {
  /** The round being evaluated (`global Round`). */
  round(): bigint;
  /** Timestamp of the latest committed block (`global LatestTimestamp`). */
  latestTimestamp(): bigint;

  /** Accounts that do not exist read as all-zero (with minBalance as the base minimum). */
  account(addr: Uint8Array): EvalAccount;
  /** Who must sign for `addr` (its auth address, or itself). */
  authorizer(addr: Uint8Array): Uint8Array;
  /** Online stake data 320 rounds back (voter_params_get); balance 0 when offline. */
  voterBalance(addr: Uint8Array): { readonly balance: bigint; readonly incentiveEligible: boolean };
  onlineStake(): bigint;

  assetHolding(addr: Uint8Array, asset: bigint): EvalAssetHolding | undefined;
  assetParams(asset: bigint): EvalAssetInfo | undefined;
  appParams(app: bigint): EvalAppInfo | undefined;
  optedIn(addr: Uint8Array, app: bigint): boolean;

  getLocal(addr: Uint8Array, app: bigint, key: string): TealValue | undefined;
  setLocal(addr: Uint8Array, app: bigint, key: string, value: TealValue): void;
  delLocal(addr: Uint8Array, app: bigint, key: string): void;
  getGlobal(app: bigint, key: string): TealValue | undefined;
  setGlobal(app: bigint, key: string, value: TealValue): void;
  delGlobal(app: bigint, key: string): void;

  getBox(app: bigint, name: string): Uint8Array | undefined;
  /** Creates a box (charging the app account's min balance as the ledger does). */
  newBox(app: bigint, name: string, value: Uint8Array, appAddr: Uint8Array): void;
  setBox(app: bigint, name: string, value: Uint8Array): void;
  delBox(app: bigint, name: string, appAddr: Uint8Array): boolean;
  /** app_params_set (v13): go's SetForeignBoxReads / SetFamilyBoxAccess on an existing app. */
  setBoxAccess(app: bigint, field: 'foreignBoxReads' | 'familyBoxAccess', enable: boolean): void;

  /**
   * Gives a multi-transaction inner group its group id (sets `group` on each: go hashes the
   * InnerIDs computed with a zero group) and returns each transaction's id, go-algorand's
   * InnerID: sha512_256("TX" ‖ parentTxid ‖ uint64be(innerOffset + i) ‖ msgpack(txn)).
   */
  /**
   * go's opItxnSubmit: `t.WellFormed` (data/transactions/transaction.go), checked for each inner
   * transaction before its app-call checks. Throws with go's text when it is not.
   */
  checkInnerWellFormed(t: EvalTxn): void;
  prepareInnerGroup(txns: readonly EvalTxn[], parentTxid: Uint8Array, innerOffset: number): Uint8Array[];
  /**
   * Executes an inner group (already checked by the evaluator for fees, depth, re-entrancy and
   * resource availability): well-formedness, authorization by the app account, then each
   * transaction's effects, in a nested state that is dropped if any fails. Throws with algod's text
   * (the evaluator prefixes `inner tx N failed: `) — set `failedIndex` on the error to say which.
   */
  performInnerGroup(request: InnerGroupRequest): void;
}

/** Thrown by `performInnerGroup` when transaction `failedIndex` of the inner group fails. */
export class InnerTxnFailure extends Error {
  readonly code = 'inner_failed' as const;
  readonly failedIndex: number;
  /**
   * How many inner transactions the calling program had already run before this group: the
   * failing transaction's index among all its caller's inners is `innerOffset + failedIndex`
   * (what simulate's failed-at path names). Set by itxn_submit.
   */
  innerOffset = 0;

  constructor(failedIndex: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InnerTxnFailure';
    this.failedIndex = failedIndex;
  }
}
