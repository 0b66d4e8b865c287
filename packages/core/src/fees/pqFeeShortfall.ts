import type algosdk from 'algosdk';
import { FALCON_FEE_FACTOR } from '../pq/withPQFee';
import { FEE_MESSAGES } from './feeMessages';

/**
 * What a group must pay when some of its transactions are signed with a Falcon-1024 key: go's fee
 * factor (config/consensus.go PQSchemeFeeContribution, data/transactions/signedtxn.go FeeFactor)
 * makes each of those cost three minimum fees, the others one. A lower bound (inner transactions,
 * counted by the fees preview, come on top), so a shortfall here is one the node will refuse.
 */
export function pqFeeShortfall(
  txns: readonly algosdk.Transaction[],
  signsWithPQ: (txn: algosdk.Transaction) => boolean,
  minFee: bigint,
): { needed: bigint; paid: bigint; shortfall: bigint; message?: string } {
  const needed = txns.reduce((sum, t) => sum + minFee * (signsWithPQ(t) ? FALCON_FEE_FACTOR : 1n), 0n);
  const paid = txns.reduce((sum, t) => sum + t.fee, 0n);
  const shortfall = needed > paid ? needed - paid : 0n;
  return { needed, paid, shortfall, ...(shortfall > 0n && { message: FEE_MESSAGES.pqShort(paid, needed) }) };
}
