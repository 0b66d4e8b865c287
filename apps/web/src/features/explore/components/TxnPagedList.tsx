import type { TransactionView } from '@sextant/core/explore/TransactionView';
import type { PagedOptions } from '../queries/pagedQuery';
import { PagedList } from './PagedList';
import { TxnRow } from './TxnRow';

/** A paged list of transactions (an account's, an asset's, an application's), one row each. */
export function TxnPagedList({
  options,
  empty,
  label,
}: {
  options: PagedOptions<TransactionView>;
  empty: string;
  label: string;
}) {
  return (
    <PagedList
      options={options}
      empty={empty}
      label={label}
      rowKey={(t) => t.id}
      renderRow={(t) => <TxnRow txn={t} />}
    />
  );
}
