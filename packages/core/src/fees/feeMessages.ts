import { microAlgoText } from '../catalogue/microAlgoText';

/** What the fee and minimum-balance preview says. */
export const FEE_MESSAGES = {
  groupShort: (paid: bigint, needed: bigint) =>
    `The group pays ${microAlgoText(paid)} in fees but needs ${microAlgoText(needed)} (${microAlgoText(needed - paid)} short).`,
  pqShort: (paid: bigint, needed: bigint) =>
    `A Falcon signature costs three minimum fees: signed this way the group needs at least ${microAlgoText(needed)} and pays ${microAlgoText(paid)} (${microAlgoText(needed - paid)} short). Raise a fee and build again.`,
  covers: (payer: number, covered: number, amount: bigint) =>
    `Transaction ${payer} covers ${microAlgoText(amount)} of transaction ${covered}\u2019s fee.`,
  belowMin: (account: string, balance: bigint, min: bigint) =>
    `After this group ${account} would hold ${microAlgoText(balance)}, below its minimum balance of ${microAlgoText(min)} (${microAlgoText(min - balance)} short).`,
  /** `balance` is what the account would end at (negative): its fees and payments exceed its funds by -balance. */
  overspend: (account: string, balance: bigint) =>
    `${account} does not hold enough ALGO for this group: its fees and payments come to ${microAlgoText(-balance)} more than it holds.`,
  unknownApp: (app: bigint) =>
    `The state schema of application ${app} is not known, so its effect on the minimum balance is not counted.`,
} as const;
