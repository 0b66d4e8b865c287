import type { AssetParamsData } from '../render/renderAssetParams';

/**
 * What the index derives from blocks alone, beside the ledger's current state: when things were
 * created, closed and deleted (the indexer's created_at / closed_at / deleted columns), plus the
 * last known state of assets, apps and local states that no longer exist (for include-all).
 */
export type SigType = 'sig' | 'msig' | 'lsig';

export interface AccountLife {
  address: string;
  /** Hex of the public key: accounts sort by it, as the indexer orders by its bytea column. */
  sortKey: string;
  /** undefined: made before a fork's first round (the fork does not know when). */
  createdAt: number | undefined;
  closedAt: number | undefined;
  deleted: boolean;
  sigType: SigType | undefined;
}

export interface HoldingRecord {
  address: string;
  assetId: bigint;
  amount: bigint;
  frozen: boolean;
  optedInAt: number | undefined;
  optedOutAt: number | undefined;
  deleted: boolean;
}

export interface AssetRecord {
  id: bigint;
  params: AssetParamsData;
  createdAt: number | undefined;
  destroyedAt: number | undefined;
  deleted: boolean;
  holders: Map<string, HoldingRecord>;
}

/** A TEAL value: type 1 bytes, 2 uint (as algod and the indexer number them). */
export interface TealValue {
  type: 1 | 2;
  bytes: Uint8Array;
  uint: bigint;
}

/** State keys as latin1 strings: one char per byte, so string order is byte order. */
export type StateKey = string;

export interface StateSchemaData {
  numUint: number;
  numByteSlice: number;
}

export interface AppRecord {
  id: bigint;
  creator: string;
  createdAt: number | undefined;
  deletedAt: number | undefined;
  deleted: boolean;
  approval: Uint8Array;
  clear: Uint8Array;
  globalSchema: StateSchemaData;
  localSchema: StateSchemaData;
  extraPages: number;
  version: number;
  globalState: Map<StateKey, TealValue>;
}

export interface LocalStateRecord {
  address: string;
  appId: bigint;
  optedInAt: number | undefined;
  closedOutAt: number | undefined;
  deleted: boolean;
  keyValues: Map<StateKey, TealValue>;
}
