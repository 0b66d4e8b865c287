import { readSearchFilters } from '@sextant/core/explore/readSearchFilters';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';

/** The filters of an account's transactions tab, kept in the URL. */
export const ACCOUNT_TXN_FIELDS: readonly SearchFieldDef[] = [
  {
    name: 'tx-type',
    kind: 'choice',
    label: 'Type',
    choices: ['pay', 'axfer', 'acfg', 'afrz', 'appl', 'keyreg', 'stpf', 'hb'],
    choiceLabels: EXPLORER_LABELS.txTypes,
  },
  { name: 'asset-id', kind: 'uint', label: 'Asset id' },
  { name: 'min-round', kind: 'uint', label: 'Min round' },
  { name: 'max-round', kind: 'uint', label: 'Max round' },
  { name: 'after-time', kind: 'time', label: 'After', placeholder: '2026-01-31' },
  { name: 'before-time', kind: 'time', label: 'Before', placeholder: '2026-12-31' },
  { name: 'currency-greater-than', kind: 'uint', label: 'Amount above (base units)' },
  { name: 'currency-less-than', kind: 'uint', label: 'Amount below (base units)' },
  { name: 'note-prefix', kind: 'note', label: 'Note starts with (text)' },
  { name: 'rekey-to', kind: 'flag', label: 'Rekeys only' },
];

/** The tab's filters read from the URL: the page prefetches with the same key the tab then uses. */
export function readAccountTxnFilters(searchParams: URLSearchParams) {
  return readSearchFilters(ACCOUNT_TXN_FIELDS, (name) => searchParams.get(name));
}
