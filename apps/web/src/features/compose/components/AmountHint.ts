import { parseAmount } from '@sextant/core/txn/parseAmount';
import { COMPOSE_LABELS as L } from '../composeLabels';

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "= 1,500,000 microALGO" under an ALGO amount: the other way of reading it. */
export function algoAmountHint(text: string): string | undefined {
  const r = parseAmount(text, 6);
  return r.ok ? L.microAlgos(group(r.value.toString())) : undefined;
}

/** "= 150 base units (2 decimals)" under an asset amount. */
export function assetAmountHint(text: string, decimals: number): string | undefined {
  const r = parseAmount(text, decimals);
  return r.ok ? L.baseUnits(group(r.value.toString()), decimals) : undefined;
}
