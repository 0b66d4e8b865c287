import type algosdk from 'algosdk';

/**
 * go: config/consensus.go PQSchemeFeeContribution — a Falcon-1024 signature (a transaction's
 * `pqsig`, or a logic sig's) adds 2e6 to the fee factor: three minimum fees where one was due.
 */
export const FALCON_FEE_FACTOR = 3n;

/** Suggested params for a transaction a Falcon key authorises: the minimum fee scaled by its factor. */
export function withPQFee(params: algosdk.SuggestedParams): algosdk.SuggestedParams {
  return { ...params, minFee: BigInt(params.minFee) * FALCON_FEE_FACTOR };
}
