import { formatMicroAlgos } from '../../util/formatMicroAlgos';
import { LedgerError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { pqSchemeFeeContribution } from './checkPQSig';
import { feeForUsage, formatMicros, groupFeeUsage, type FeeTxn } from '../../avm/eval/feeUsage';

/** The consensus minimum fee per transaction (MinTxnFee). */
export const MIN_TXN_FEE = 1000n;

/**
 * Fee pooling: the group together pays at least its fee usage (one MinTxnFee per transaction plus
 * v42's per-byte surcharges and post-quantum proofs' contributions, avm/eval/feeUsage.ts); any one may pay for the others. Text as algod
 * (go-algorand ledger/eval/eval.go CheckGroupFees; usage is basics.Micros, printed `%d.%06d` by
 * data/basics/units.go): `txgroup with 1.500mA fees is less than 2mA (usage=2.000000 * base=1mA)`.
 * The evaluator checks it once every transaction of the group was applied.
 */
export function checkFees(group: readonly PreparedTxn[]): void {
  let paid = 0n;
  for (const p of group) paid += p.txn.fee;
  const usage = groupFeeUsage(group.map(feeTxn));
  const needed = feeForUsage(MIN_TXN_FEE, usage);
  if (paid < needed) {
    throw new LedgerError(
      'fee',
      `txgroup with ${formatMicroAlgos(paid)} fees is less than ${formatMicroAlgos(needed)} (usage=${formatMicros(usage)} * base=${formatMicroAlgos(MIN_TXN_FEE)})`,
    );
  }
}

/** What the fee of a group transaction depends on. */
export function feeTxn(p: PreparedTxn): FeeTxn {
  const a = p.txn.applicationCall;
  return {
    noteLength: p.txn.note.length,
    lsigProgramBytes: p.stxn.lsig?.logic.length ?? 0,
    proofUsage: pqSchemeFeeContribution(p.stxn.pqsig ?? p.stxn.lsig?.pqsig),
    ...(a && {
      app: {
        argBytes: a.appArgs.reduce((n, arg) => n + arg.length, 0),
        programBytes: a.approvalProgram.length + a.clearProgram.length,
      },
    }),
  };
}
