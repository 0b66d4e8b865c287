import type algosdk from 'algosdk';

/**
 * What applying one transaction produced, before it becomes algosdk's `ApplyData` in the block:
 * closing amounts, the id of an asset or app it created, and (from the AVM) the eval delta with
 * state changes, logs and inner transactions. Rewards are always zero in the sandbox.
 */
export interface ApplyDataDraft {
  closingAmount?: bigint;
  assetClosingAmount?: bigint;
  configAsset?: bigint;
  applicationID?: bigint;
  evalDelta?: algosdk.EvalDelta;
}
