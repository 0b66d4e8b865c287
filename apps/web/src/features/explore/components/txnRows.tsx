import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import type { RowKind } from './RowKind';
import { TxnRow } from './TxnRow';

/** Transactions in a paged list (a search's, an account's, an asset's, an application's). */
export const txnRows: RowKind<TxnSummary> = {
  key: (t) => t.id,
  render: (t) => <TxnRow txn={t} />,
};
