import algosdk from 'algosdk';

/**
 * What algosdk adds to an unsigned transaction's size to estimate the signed one: a 64-byte
 * signature with its msgpack key and header (`NUM_ADDL_BYTES_AFTER_SIGNING` in algosdk).
 */
export const SIGNATURE_OVERHEAD_BYTES = 75;

export interface FeeParams {
  /** The node's per-byte fee (`fee` in /v2/transactions/params; 0 when the network is idle). */
  feePerByte: bigint;
  minFee: bigint;
}

/** The estimated signed size algosdk bills: the unsigned encoding plus the signature overhead. */
export function estimatedSignedSize(txn: algosdk.Transaction): number {
  return algosdk.encodeUnsignedTransaction(txn).length + SIGNATURE_OVERHEAD_BYTES;
}

/**
 * The fee algosdk's constructor sets for a non-flat fee: per-byte fee × estimated size, at least
 * the minimum. algosdk measures the size while the fee field holds the per-byte figure and before a
 * group id is set, so the same is done here on a copy — the result then equals algosdk's exactly.
 */
export function suggestedFee(txn: algosdk.Transaction, params: FeeParams): bigint {
  const probe = algosdk.decodeUnsignedTransaction(algosdk.encodeUnsignedTransaction(txn));
  probe.fee = params.feePerByte;
  Reflect.deleteProperty(probe, 'group');
  const fee = params.feePerByte * BigInt(estimatedSignedSize(probe));
  return fee < params.minFee ? params.minFee : fee;
}
