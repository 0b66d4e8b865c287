import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { memo } from 'react';
import { txnRows } from '../../explore/components/txnRows';
import { accountQueries } from '../../explore/queries/accountQueries';
import { FilteredList } from '../../explore/search/FilteredList';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { ACCOUNT_TXN_FIELDS } from './readAccountTxnFilters';

/**
 * The account's transactions, newest first, one indexer page at a time, with filters kept in the URL.
 * Drawn only while its tab (the default one) is open, so the new filters replace the whole query string.
 * Memoised on the address: the page drawing again (its history arrived) leaves the list alone.
 */
export const AccountTransactions = memo(function AccountTransactions({ address }: { address: string }) {
  return (
    <div className="flex flex-col gap-3">
      <FilteredList
        fields={ACCOUNT_TXN_FIELDS}
        search={(profile, params: ScopedTransactionParams) =>
          accountQueries.transactions(profile, address, params)
        }
        rows={txnRows}
        empty={L.empty.transactions}
        label={L.tabs.transactions}
      />
    </div>
  );
});
