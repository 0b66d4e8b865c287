import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { StateMessage } from '../../../ui/StateMessage';
import { PagedList } from '../../explore/components/PagedList';
import { TxnRow } from '../../explore/components/TxnRow';
import { accountQueries } from '../../explore/queries/accountQueries';
import { SearchForm } from '../../explore/search/SearchForm';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { ACCOUNT_TXN_FIELDS as FIELDS, readAccountTxnFilters } from './readAccountTxnFilters';

/** The account's transactions, newest first, one indexer page at a time, with filters kept in the URL. */
export function AccountTransactions({ address, enabled }: { address: string; enabled: boolean }) {
  const profile = useActiveNetwork();
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, errors } = readAccountTxnFilters(searchParams);
  const values = Object.fromEntries(FIELDS.map((f) => [f.name, searchParams.get(f.name) ?? '']));
  const valid = Object.keys(errors).length === 0;
  const query = useInfiniteQuery({
    ...accountQueries.transactions(profile, address, params as ScopedTransactionParams),
    enabled: enabled && valid,
  });

  return (
    <div className="flex flex-col gap-3">
      <SearchForm
        key={searchParams.toString()}
        fields={FIELDS}
        values={values}
        errors={errors}
        onSubmit={(filters) => {
          // Filters replace the old ones; other state in the URL (none besides the tab) is kept.
          const next = new URLSearchParams(filters);
          const tab = searchParams.get('tab');
          if (tab !== null) next.set('tab', tab);
          setSearchParams(next);
        }}
      />
      {valid ? (
        <PagedList
          query={query}
          empty={L.empty.transactions}
          label={L.tabs.transactions}
          rowKey={(t) => t.id}
          renderRow={(t) => <TxnRow txn={t} />}
        />
      ) : (
        <StateMessage kind="error">{SEARCH_LABELS.fixFilters}</StateMessage>
      )}
    </div>
  );
}
