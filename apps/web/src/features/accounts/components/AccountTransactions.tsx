import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { useSearchParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { StateMessage } from '../../../ui/StateMessage';
import { TxnPagedList } from '../../explore/components/TxnPagedList';
import { accountQueries } from '../../explore/queries/accountQueries';
import { SearchForm } from '../../explore/search/SearchForm';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { ACCOUNT_TXN_FIELDS as FIELDS, readAccountTxnFilters } from './readAccountTxnFilters';

/**
 * The account's transactions, newest first, one indexer page at a time, with filters kept in the URL.
 * Drawn only while its tab (the default one) is open, so the new filters replace the whole query string.
 */
export function AccountTransactions({ address }: { address: string }) {
  const profile = useActiveNetwork();
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, errors } = readAccountTxnFilters(searchParams);
  const values = Object.fromEntries(FIELDS.map((f) => [f.name, searchParams.get(f.name) ?? '']));
  const valid = Object.keys(errors).length === 0;

  return (
    <div className="flex flex-col gap-3">
      <SearchForm
        key={searchParams.toString()}
        fields={FIELDS}
        values={values}
        errors={errors}
        onSubmit={(filters) => setSearchParams(filters)}
      />
      {valid ? (
        <TxnPagedList
          options={accountQueries.transactions(profile, address, params as ScopedTransactionParams)}
          empty={L.empty.transactions}
          label={L.tabs.transactions}
        />
      ) : (
        <StateMessage kind="error">{SEARCH_LABELS.fixFilters}</StateMessage>
      )}
    </div>
  );
}
