import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import type { RowKind } from './RowKind';
import { TxnListHeader } from './TxnListHeader';
import { TxnRow } from './TxnRow';

/** Transactions in a list (a search's, an account's, an asset's, an application's, the home screen's). */
export const txnRows: RowKind<TxnSummary> = {
  key: (t) => t.id,
  render: (t) => <TxnRow txn={t} />,
  header: <TxnListHeader />,
};
