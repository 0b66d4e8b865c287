import type { TransactionSearchParams } from '@sextant/core/indexer/indexerParams';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { TxnRow } from '../../explore/components/TxnRow';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { transactionQueries } from '../../explore/queries/transactionQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { TRANSACTION_LABELS } from '../transactionLabels';

const FIELDS: readonly SearchFieldDef[] = [
  { name: 'address', kind: 'address', label: 'Address' },
  {
    name: 'address-role',
    kind: 'choice',
    label: 'Address role',
    choices: ['sender', 'receiver', 'freeze-target'],
  },
  {
    name: 'tx-type',
    kind: 'choice',
    label: 'Type',
    choices: ['pay', 'axfer', 'acfg', 'afrz', 'appl', 'keyreg', 'stpf', 'hb'],
    choiceLabels: EXPLORER_LABELS.txTypes,
  },
  {
    name: 'sig-type',
    kind: 'choice',
    label: 'Signature',
    choices: ['sig', 'msig', 'lsig'],
    choiceLabels: { sig: 'single', msig: 'multisig', lsig: 'logic sig' },
  },
  { name: 'asset-id', kind: 'uint', label: 'Asset id' },
  { name: 'application-id', kind: 'uint', label: 'Application id' },
  { name: 'round', kind: 'uint', label: 'Round' },
  { name: 'min-round', kind: 'uint', label: 'Min round' },
  { name: 'max-round', kind: 'uint', label: 'Max round' },
  { name: 'after-time', kind: 'time', label: 'After', placeholder: '2026-01-31' },
  { name: 'before-time', kind: 'time', label: 'Before', placeholder: '2026-12-31' },
  { name: 'currency-greater-than', kind: 'uint', label: 'Amount above (base units)' },
  { name: 'currency-less-than', kind: 'uint', label: 'Amount below (base units)' },
  { name: 'note-prefix', kind: 'note', label: 'Note starts with (text)' },
  { name: 'group-id', kind: 'text', label: 'Group id (base64)' },
  { name: 'rekey-to', kind: 'flag', label: 'Rekeys only' },
];

/** `/:net/transactions`: transaction search with every indexer filter, reflected in the URL. */
export function TransactionsPage() {
  const profile = useActiveNetwork();
  return (
    <SearchPage
      title={TRANSACTION_LABELS.searchTitle}
      fields={FIELDS}
      query={(params) => transactionQueries.search(profile, params as TransactionSearchParams)}
      rowKey={(t) => t.id}
      renderRow={(t) => <TxnRow txn={t} />}
    />
  );
}
