import { FIELD_MESSAGES as F } from '../txn/fieldMessages';
import { addressProblem } from '../txn/FieldReader';
import { parseAmount, type AmountProblem } from '../txn/parseAmount';
import { FUND_MESSAGES as M } from './fundMessages';

export interface FundRequest {
  /** Absent for "create and fund a new account". */
  receiver?: string;
  microAlgos: bigint;
}

export type FundFieldErrors = Partial<Record<'address' | 'amount', string>>;

export type FundRequestResult = { ok: true; request: FundRequest } | { ok: false; errors: FundFieldErrors };

const AMOUNT: Record<AmountProblem, string> = {
  empty: F.required,
  format: F.amountFormat,
  negative: F.amountNegative,
  tooManyDecimals: F.amountDecimals(6),
  tooLarge: F.amountTooLarge,
};

/** The amount field alone: Algo with up to 6 decimals, above 0; undefined when fine. */
export function fundAmountProblem(amount: string): string | undefined {
  const parsed = parseAmount(amount, 6);
  if (!parsed.ok) return AMOUNT[parsed.problem];
  return parsed.value === 0n ? M.amountZero : undefined;
}

/**
 * The Fund form as typed → what to send, or the message for each field. `address` is ignored when
 * `newAccount` (the screen makes the account).
 */
export function readFundRequest(address: string, amount: string, newAccount = false): FundRequestResult {
  const errors: FundFieldErrors = {};
  const receiver = address.trim();
  if (!newAccount) {
    const problem = receiver === '' ? F.required : addressProblem(receiver);
    if (problem !== undefined) errors.address = problem;
  }
  const amountProblem = fundAmountProblem(amount);
  if (amountProblem !== undefined) errors.amount = amountProblem;
  const parsed = parseAmount(amount, 6);
  if (errors.address !== undefined || errors.amount !== undefined || !parsed.ok) return { ok: false, errors };
  return { ok: true, request: { ...(!newAccount && { receiver }), microAlgos: parsed.value } };
}
