/**
 * One account's state, as the ledger keeps it. Records held by a `LedgerState` are never mutated in
 * place: a `StateDelta` clones a record (maps shallow-copied) before its first write, and values in
 * the maps (holdings, params, local states) are replaced, never edited. That makes a failed group
 * or a simulation leave no trace.
 */
export type AccountStatus = 'Offline' | 'Online' | 'NotParticipating';

export interface AssetHolding {
  readonly amount: bigint;
  readonly frozen: boolean;
}

/** Asset parameters; names are kept as algosdk decodes them (strings). Addresses are base32 strings. */
export interface AssetParams {
  readonly total: bigint;
  readonly decimals: number;
  readonly defaultFrozen: boolean;
  readonly unitName?: string;
  readonly assetName?: string;
  readonly url?: string;
  readonly metadataHash?: Uint8Array;
  readonly manager?: string;
  readonly reserve?: string;
  readonly freeze?: string;
  readonly clawback?: string;
}

export interface StateSchema {
  readonly numUint: number;
  readonly numByteSlice: number;
}

/** A TEAL value in global or local state: type 1 bytes, type 2 uint (algod's TealType numbering). */
export type TealValue =
  { readonly type: 1; readonly bytes: Uint8Array } | { readonly type: 2; readonly uint: bigint };

/** Key/value state; keys are the raw key bytes as a latin1 string (one char per byte). */
export type TealKeyValue = ReadonlyMap<string, TealValue>;

export interface AppLocalState {
  readonly schema: StateSchema;
  readonly keyValue: TealKeyValue;
}

export interface AppParams {
  readonly approvalProgram: Uint8Array;
  readonly clearProgram: Uint8Array;
  readonly globalSchema: StateSchema;
  readonly localSchema: StateSchema;
  readonly extraPages: number;
  readonly version: number;
  readonly globalState: TealKeyValue;
  /** fbr (v13): any app may read this app's boxes. */
  readonly foreignBoxReads?: boolean;
  /** fba (v13): apps with the same creator may read and write this app's boxes. */
  readonly familyBoxAccess?: boolean;
  /**
   * ss (v42 AppSizeUpdates): the account, other than the creator, that holds the minimum balance for
   * the app's global schema and extra pages (go: basics.AppParams.SizeSponsor); absent = the creator.
   */
  readonly sizeSponsor?: string;
}

export class AccountData {
  amount = 0n;
  status: AccountStatus = 'Offline';
  authAddr: string | undefined = undefined;
  voteKey: Uint8Array | undefined = undefined;
  selectionKey: Uint8Array | undefined = undefined;
  stateProofKey: Uint8Array | undefined = undefined;
  voteFirst = 0n;
  voteLast = 0n;
  voteKeyDilution = 0n;
  incentiveEligible = false;
  lastProposed = 0n;
  lastHeartbeat = 0n;
  assets = new Map<bigint, AssetHolding>();
  createdAssets = new Map<bigint, AssetParams>();
  appsLocal = new Map<bigint, AppLocalState>();
  createdApps = new Map<bigint, AppParams>();
  totalExtraPages = 0;
  /** Global schemas of other creators' apps this account is the size sponsor of (part of TotalAppSchema). */
  sponsoredSchema: StateSchema = { numUint: 0, numByteSlice: 0 };
  totalBoxes = 0n;
  /** Sum over this app account's boxes of name length + value length. */
  totalBoxBytes = 0n;

  clone(): AccountData {
    const c = new AccountData();
    c.amount = this.amount;
    c.status = this.status;
    c.authAddr = this.authAddr;
    c.voteKey = this.voteKey;
    c.selectionKey = this.selectionKey;
    c.stateProofKey = this.stateProofKey;
    c.voteFirst = this.voteFirst;
    c.voteLast = this.voteLast;
    c.voteKeyDilution = this.voteKeyDilution;
    c.incentiveEligible = this.incentiveEligible;
    c.lastProposed = this.lastProposed;
    c.lastHeartbeat = this.lastHeartbeat;
    c.assets = new Map(this.assets);
    c.createdAssets = new Map(this.createdAssets);
    c.appsLocal = new Map(this.appsLocal);
    c.createdApps = new Map(this.createdApps);
    c.totalExtraPages = this.totalExtraPages;
    c.sponsoredSchema = this.sponsoredSchema;
    c.totalBoxes = this.totalBoxes;
    c.totalBoxBytes = this.totalBoxBytes;
    return c;
  }

  /** algod deletes an account record that went back to all-zero; it is then allowed below min balance. */
  isEmpty(): boolean {
    return (
      this.amount === 0n &&
      this.status === 'Offline' &&
      this.authAddr === undefined &&
      this.voteKey === undefined &&
      this.assets.size === 0 &&
      this.createdAssets.size === 0 &&
      this.appsLocal.size === 0 &&
      this.createdApps.size === 0 &&
      this.totalExtraPages === 0 &&
      this.sponsoredSchema.numUint + this.sponsoredSchema.numByteSlice === 0 &&
      this.totalBoxes === 0n &&
      !this.incentiveEligible
    );
  }

  /**
   * go's TotalAppSchema (what min balance charges for): the global schemas of the apps this account
   * is the size sponsor of (its own apps without another sponsor, and `sponsoredSchema`) plus the
   * local schemas of the apps it opted in to.
   */
  totalAppSchema(): StateSchema {
    let numUint = this.sponsoredSchema.numUint;
    let numByteSlice = this.sponsoredSchema.numByteSlice;
    for (const app of this.createdApps.values()) {
      if (app.sizeSponsor !== undefined) continue;
      numUint += app.globalSchema.numUint;
      numByteSlice += app.globalSchema.numByteSlice;
    }
    for (const local of this.appsLocal.values()) {
      numUint += local.schema.numUint;
      numByteSlice += local.schema.numByteSlice;
    }
    return { numUint, numByteSlice };
  }
}
