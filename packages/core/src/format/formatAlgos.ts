import { formatAmount } from './formatAmount';

export const ALGO_DECIMALS = 6;

/** MicroAlgos as Algos: 1234500 → "1.2345 ALGO". */
export function formatAlgos(microAlgos: bigint): string {
  return `${formatAmount(microAlgos, ALGO_DECIMALS)} ALGO`;
}
