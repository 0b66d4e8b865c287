import { formatMicroAlgos } from '../../util/formatMicroAlgos';
import { LedgerError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { pqSchemeFeeContribution } from './checkPQSig';

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
  // Usage in micros of one min fee (go: data/transactions/signedtxn.go FeeFactor): 1e6 a transaction,
  // plus a post-quantum proof's contribution (Falcon-1024: 2e6).
  let usage = 0n;
  for (const p of group) {
    paid += p.txn.fee;
    usage += MICROS + pqSchemeFeeContribution(p.stxn.pqsig ?? p.stxn.lsig?.pqsig);
  }
  // basics.MicroAlgos.FeeForUsage: rounded up.
  const needed = (usage * MIN_TXN_FEE + MICROS - 1n) / MICROS;
  if (paid < needed) {
    const micros = `${usage / MICROS}.${(usage % MICROS).toString().padStart(6, '0')}`;
    throw new LedgerError(
      'fee',
      `txgroup with ${formatMicroAlgos(paid)} fees is less than ${formatMicroAlgos(needed)} (usage=${micros} * base=${formatMicroAlgos(MIN_TXN_FEE)})`,
    );
  }
}

const MICROS = 1_000_000n;
