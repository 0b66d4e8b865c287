import { formatMicroAlgos } from '../../util/formatMicroAlgos';
import { LedgerError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';

/** The consensus minimum fee per transaction (MinTxnFee). */
export const MIN_TXN_FEE = 1000n;

/**
 * Fee pooling: the group together pays at least MinTxnFee per transaction; any one may pay for
 * the others. Text as algod: `txgroup with 1.500mA fees is less than 2mA (usage=2 * base=1mA)`.
 */
export function checkFees(group: readonly PreparedTxn[]): void {
  let paid = 0n;
  for (const p of group) paid += p.txn.fee;
  const usage = BigInt(group.length);
  const needed = usage * MIN_TXN_FEE;
  if (paid < needed) {
    throw new LedgerError(
      'fee',
      `txgroup with ${formatMicroAlgos(paid)} fees is less than ${formatMicroAlgos(needed)} (usage=${usage} * base=${formatMicroAlgos(MIN_TXN_FEE)})`,
    );
  }
}
