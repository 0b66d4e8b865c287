import { txnRows } from '../../explore/components/txnRows';
import { transactionQueries } from '../../explore/queries/transactionQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { ROUND_WINDOW_FIELDS, SEARCH_FIELDS as F } from '../../explore/search/searchFields';
import { TRANSACTION_LABELS } from '../transactionLabels';

const FIELDS: readonly SearchFieldDef[] = [
  { name: 'address', kind: 'address', label: 'Address' },
  {
    name: 'address-role',
    kind: 'choice',
    label: 'Address role',
    choices: ['sender', 'receiver', 'freeze-target'],
  },
  F.txType,
  {
    name: 'sig-type',
    kind: 'choice',
    label: 'Signature',
    choices: ['sig', 'msig', 'lsig'],
    choiceLabels: { sig: 'single', msig: 'multisig', lsig: 'logic sig' },
  },
  F.assetId,
  F.applicationId,
  { name: 'round', kind: 'uint', label: 'Round' },
  ...ROUND_WINDOW_FIELDS,
  F.amountAbove,
  F.amountBelow,
  F.notePrefix,
  { name: 'group-id', kind: 'text', label: 'Group id (base64)' },
  F.rekeysOnly,
];

/** `/:net/transactions`: transaction search with every indexer filter, reflected in the URL. */
export function TransactionsPage() {
  return (
    <SearchPage
      title={TRANSACTION_LABELS.searchTitle}
      noneYet={SEARCH_LABELS.noneYet.transactions}
      fields={FIELDS}
      search={transactionQueries.search}
      rows={txnRows}
    />
  );
}
