/**
 * The consensus parameters the AVM reads (go-algorand's config.ConsensusParams subset), with the
 * values of consensus v41/v42 (AVM 12/13). The ledger may override any of them.
 */
export interface AvmParams {
  /** The highest program version accepted (LogicSigVersion): 12 on v41, 13 on v42. */
  readonly logicSigVersion: number;
  readonly minTxnFee: bigint;
  readonly minBalance: bigint;
  readonly maxTxnLife: bigint;
  readonly logicSigMaxCost: number;
  readonly maxAppProgramCost: number;
  readonly maxAppKeyLen: number;
  readonly maxAppBytesValueLen: number;
  readonly maxAppSumKeyValueLens: number;
  readonly maxBoxSize: number;
  readonly bytesPerBoxReference: number;
  readonly maxInnerTransactions: number;
  readonly maxTxGroupSize: number;
  readonly maxTxnNoteBytes: number;
  /** v42: notes may reach this, paying the per-byte surcharge beyond maxTxnNoteBytes. */
  readonly maxAbsoluteTxnNoteBytes: number;
  /** Log limits per program run (simulate's allow-more-logging raises them to 2048 / 65536). */
  readonly maxLogCalls: number;
  readonly maxLogSize: number;
  readonly maxAppArgs: number;
  readonly maxAppTotalArgLen: number;
  readonly maxAppTxnAccounts: number;
  readonly maxAppTxnForeignAssets: number;
  readonly maxAppTxnForeignApps: number;
  readonly maxAppBoxReferences: number;
  /** Accounts, assets, apps and boxes an app call may list in all (its `al` has MaxAppAccess instead). */
  readonly maxAppTotalTxnReferences: number;
  readonly maxAppProgramLen: number;
  readonly maxExtraAppProgramPages: number;
  readonly maxGlobalSchemaEntries: number;
  readonly maxLocalSchemaEntries: number;
  readonly maxAssetDecimals: number;
  readonly maxAssetUnitNameBytes: number;
  readonly maxAssetNameBytes: number;
  readonly maxAssetURLBytes: number;
  readonly minInnerApplVersion: number;
  /** Resource ids ≤ 255 may not be used as ids (they are slots). */
  readonly appForbidLowResources: boolean;
  readonly enableUnnamedBoxAccessInNewApps: boolean;
  readonly payoutsEnabled: boolean;
  readonly payoutsGoOnlineFee: bigint;
  readonly payoutsPercent: bigint;
  readonly payoutsMinBalance: bigint;
  readonly payoutsMaxBalance: bigint;
}

export const DEFAULT_AVM_PARAMS: AvmParams = {
  logicSigVersion: 13,
  minTxnFee: 1000n,
  minBalance: 100_000n,
  maxTxnLife: 1000n,
  logicSigMaxCost: 20_000,
  maxAppProgramCost: 700,
  maxAppKeyLen: 64,
  maxAppBytesValueLen: 128,
  maxAppSumKeyValueLens: 128,
  maxBoxSize: 32_768,
  bytesPerBoxReference: 2048,
  maxInnerTransactions: 16,
  maxTxGroupSize: 16,
  maxTxnNoteBytes: 1024,
  maxAbsoluteTxnNoteBytes: 4096,
  maxLogCalls: 32,
  maxLogSize: 1024,
  maxAppArgs: 16,
  maxAppTotalArgLen: 2048,
  maxAppTxnAccounts: 8, // v41
  maxAppTxnForeignAssets: 8,
  maxAppTxnForeignApps: 8,
  maxAppBoxReferences: 8,
  maxAppTotalTxnReferences: 8,
  maxAppProgramLen: 2048,
  maxExtraAppProgramPages: 3,
  maxGlobalSchemaEntries: 64,
  maxLocalSchemaEntries: 16,
  maxAssetDecimals: 19,
  maxAssetUnitNameBytes: 8,
  maxAssetNameBytes: 32,
  maxAssetURLBytes: 96,
  minInnerApplVersion: 4,
  appForbidLowResources: true,
  enableUnnamedBoxAccessInNewApps: true,
  payoutsEnabled: true,
  payoutsGoOnlineFee: 2_000_000n,
  payoutsPercent: 50n,
  payoutsMinBalance: 30_000_000_000n,
  payoutsMaxBalance: 70_000_000_000_000n,
};
