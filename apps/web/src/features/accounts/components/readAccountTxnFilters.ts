import { readSearchFilters } from '@sextant/core/explore/readSearchFilters';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { ROUND_WINDOW_FIELDS, SEARCH_FIELDS as F } from '../../explore/search/searchFields';

/** The filters of an account's transactions tab, kept in the URL. */
export const ACCOUNT_TXN_FIELDS: readonly SearchFieldDef[] = [
  F.txType,
  F.assetId,
  ...ROUND_WINDOW_FIELDS,
  F.amountAbove,
  F.amountBelow,
  F.notePrefix,
  F.rekeysOnly,
];

/** The tab's filters read from the URL: the page prefetches with the same key the tab then uses. */
export function readAccountTxnFilters(searchParams: URLSearchParams) {
  return readSearchFilters(ACCOUNT_TXN_FIELDS, (name) => searchParams.get(name));
}
