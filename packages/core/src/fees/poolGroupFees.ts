import { FEE_MESSAGES } from './feeMessages';

export interface FeeSlot {
  fee: bigint;
  /** Inner transactions this one's fee must also pay for (app calls; the pool covers them too). */
  innerTransactions?: number;
}

export interface Cover {
  /** 1-based positions, as people count. */
  payer: number;
  covered: number;
  amount: bigint;
}

export interface GroupFeeReport {
  /** The minimum fee × every transaction (and inner transaction) the group pays for. */
  needed: bigint;
  paid: bigint;
  /** How much more the group must pay; 0 when enough. */
  shortfall: bigint;
  /** What is paid beyond the need (it is not refunded). */
  surplus: bigint;
  /** Which transactions pay for which, in group order: the surplus of earlier ones first. */
  covers: Cover[];
  messages: string[];
}

/**
 * Fee pooling: a group is accepted when the sum of its fees reaches the minimum fee for each of
 * its transactions, however the sum is spread. The `covers` list says who covers whom so the
 * screen can explain a 0-fee transaction.
 */
export function poolGroupFees(slots: readonly FeeSlot[], minFee: bigint): GroupFeeReport {
  const needs = slots.map((s) => minFee * BigInt(1 + (s.innerTransactions ?? 0)));
  const needed = needs.reduce((a, b) => a + b, 0n);
  const paid = slots.reduce((a, s) => a + s.fee, 0n);
  const spare = slots.map((s, i) => s.fee - (needs[i] ?? 0n));
  const covers: Cover[] = [];
  spare.forEach((gap, covered) => {
    let missing = -gap;
    for (let payer = 0; payer < spare.length && missing > 0n; payer++) {
      const available = spare[payer] ?? 0n;
      if (available <= 0n) continue;
      const amount = available < missing ? available : missing;
      spare[payer] = available - amount;
      missing -= amount;
      covers.push({ payer: payer + 1, covered: covered + 1, amount });
    }
  });
  const shortfall = needed > paid ? needed - paid : 0n;
  const messages = covers.map((c) => FEE_MESSAGES.covers(c.payer, c.covered, c.amount));
  if (shortfall > 0n) messages.push(FEE_MESSAGES.groupShort(paid, needed));
  return { needed, paid, shortfall, surplus: paid > needed ? paid - needed : 0n, covers, messages };
}
