/**
 * What a transaction group must pay under consensus v42's per-byte surcharge (go-algorand v5.0.0
 * data/transactions/transaction.go feeFactor, Header.FeeContribution, application.go
 * feeContribution, signedtxn.go SummarizeFees / logicSigProgramFeeContribution,
 * data/basics/overflow.go FeeForUsage): a usage in millionths of a minimum fee, 1e6 per
 * transaction plus PerByteTxnSurcharge (100) per byte of note beyond 1024, of app args beyond
 * 2048, of app programs beyond 8192, and of the group's logic sig programs beyond 1000 each.
 */
import type { EvalTxn } from './EvalTxn';

const PER_BYTE_TXN_SURCHARGE = 100n;
const MAX_TXN_NOTE_BYTES = 1024;
const MAX_APP_TOTAL_ARG_LEN = 2048;
/** MaxAppTotalProgramLen × (1 + MaxExtraAppProgramPages). */
const BASIC_APP_PROGRAM_LIMIT = 2048 * 4;
const LOGIC_SIG_MAX_SIZE = 1000;

/** Proto.PerByteTxnSurcharge.MulInt(n): nothing for n ≤ 0. */
const surcharge = (n: number): bigint => (n > 0 ? PER_BYTE_TXN_SURCHARGE * BigInt(n) : 0n);

export interface FeeTxn {
  readonly noteLength: number;
  /** App calls: the total bytes of ApplicationArgs and of both programs. */
  readonly app?: { readonly argBytes: number; readonly programBytes: number };
  /** Its logic sig's program length (0 without one). */
  readonly lsigProgramBytes: number;
  /** A post-quantum proof's contribution in micros (signedtxn.go FeeFactor; Falcon-1024: 2e6). */
  readonly proofUsage?: bigint;
}

/** SummarizeFees' usage (micros of a minimum fee). */
export function groupFeeUsage(txns: readonly FeeTxn[]): bigint {
  let usage = 0n;
  let lsigBytes = 0;
  for (const t of txns) {
    usage += 1_000_000n + (t.proofUsage ?? 0n) + surcharge(t.noteLength - MAX_TXN_NOTE_BYTES);
    if (t.app)
      usage +=
        surcharge(t.app.programBytes - BASIC_APP_PROGRAM_LIMIT) +
        surcharge(t.app.argBytes - MAX_APP_TOTAL_ARG_LEN);
    lsigBytes += t.lsigProgramBytes;
  }
  return usage + surcharge(lsigBytes - txns.length * LOGIC_SIG_MAX_SIZE);
}

/** FeeForUsage at the top level (multiplier 1e6, no residue): minFee × usage / 1e6, rounded up. */
export function feeForUsage(minFee: bigint, usage: bigint): bigint {
  return (minFee * usage + 999_999n) / 1_000_000n;
}

/** feeResidueScale: residues are fractional µAlgos held to 1e-12. */
const RESIDUE_SCALE = 1_000_000_000_000n;

/**
 * go-algorand v5.0.0 data/basics/overflow.go FeeForUsage with a running residue (fractions of a
 * µAlgo, over 1e12, already paid by earlier round-ups): rounds up only when the residue cannot
 * absorb the fraction, so a top-level group and all its inner groups round up once in aggregate.
 * Returns the fee and the new residue (the caller keeps it only where go does: itxn_submit).
 */
export function feeForUsageWithResidue(
  minFee: bigint,
  usage: bigint,
  residue: bigint,
  multiplier = 1_000_000n,
): { fee: bigint; residue: bigint } {
  const exact = minFee * usage * multiplier;
  const quo = exact / RESIDUE_SCALE;
  const rem = exact % RESIDUE_SCALE;
  if (rem === 0n) return { fee: quo, residue };
  if (rem <= residue) return { fee: quo, residue: residue - rem };
  return { fee: quo + 1n, residue: RESIDUE_SCALE - (rem - residue) };
}

/** basics.Micros String: `%d.%06d`. */
export function formatMicros(m: bigint): string {
  return `${m / 1_000_000n}.${(m % 1_000_000n).toString().padStart(6, '0')}`;
}

/** An evaluator transaction's fee inputs (no logic sig: the AVM does not see them). */
export function evalTxnFee(t: EvalTxn): FeeTxn {
  return {
    noteLength: t.note.length,
    lsigProgramBytes: 0,
    ...(t.type === 'appl' && {
      app: {
        argBytes: t.applicationArgs.reduce((n, a) => n + a.length, 0),
        programBytes: t.approvalProgram.length + t.clearStateProgram.length,
      },
    }),
  };
}
