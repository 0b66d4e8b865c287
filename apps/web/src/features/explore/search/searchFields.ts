import { EXPLORER_LABELS } from '../explorerLabels';
import type { SearchFieldDef } from './SearchFieldDef';

/**
 * The indexer filters more than one search offers (transactions, an account's transactions, blocks,
 * assets, applications), defined once so each says and checks them alike.
 */
export const SEARCH_FIELDS = {
  txType: {
    name: 'tx-type',
    kind: 'choice',
    label: 'Type',
    choices: ['pay', 'axfer', 'acfg', 'afrz', 'appl', 'keyreg', 'stpf', 'hb'],
    choiceLabels: EXPLORER_LABELS.txTypes,
  },
  assetId: { name: 'asset-id', kind: 'uint', label: 'Asset id' },
  applicationId: { name: 'application-id', kind: 'uint', label: 'Application id' },
  creator: { name: 'creator', kind: 'address', label: 'Creator' },
  amountAbove: { name: 'currency-greater-than', kind: 'uint', label: 'Amount above (base units)' },
  amountBelow: { name: 'currency-less-than', kind: 'uint', label: 'Amount below (base units)' },
  notePrefix: { name: 'note-prefix', kind: 'note', label: 'Note starts with (text)' },
  rekeysOnly: { name: 'rekey-to', kind: 'flag', label: 'Rekeys only' },
} as const satisfies Record<string, SearchFieldDef>;

/** The window of rounds and time every history search offers. */
export const ROUND_WINDOW_FIELDS: readonly SearchFieldDef[] = [
  { name: 'min-round', kind: 'uint', label: 'Min round' },
  { name: 'max-round', kind: 'uint', label: 'Max round' },
  { name: 'after-time', kind: 'time', label: 'After', placeholder: '2026-01-31' },
  { name: 'before-time', kind: 'time', label: 'Before', placeholder: '2026-12-31' },
];
