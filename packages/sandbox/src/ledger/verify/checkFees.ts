import { formatMicroAlgos } from '../../util/formatMicroAlgos';
import { LedgerError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';

/** The consensus minimum fee per transaction (MinTxnFee). */
export const MIN_TXN_FEE = 1000n;

/**
 * Fee pooling: the group together pays at least MinTxnFee per transaction; any one may pay for
 * the others. Text as algod (go-algorand ledger/eval/eval.go CheckGroupFees; usage is
 * basics.Micros, printed `%d.%06d` by data/basics/units.go):
 * `txgroup with 1.500mA fees is less than 2mA (usage=2.000000 * base=1mA)`. The evaluator checks
 * it once every transaction of the group was applied.
 */
export function checkFees(group: readonly PreparedTxn[]): void {
  let paid = 0n;
  for (const p of group) paid += p.txn.fee;
  const usage = BigInt(group.length);
  const needed = usage * MIN_TXN_FEE;
  if (paid < needed) {
    throw new LedgerError(
      'fee',
      `txgroup with ${formatMicroAlgos(paid)} fees is less than ${formatMicroAlgos(needed)} (usage=${usage}.000000 * base=${formatMicroAlgos(MIN_TXN_FEE)})`,
    );
  }
}
