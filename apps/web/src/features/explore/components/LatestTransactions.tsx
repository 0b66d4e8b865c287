import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import type { QueryState } from '../../../ui/QueryBoundary';
import { LatestPanel } from './LatestPanel';
import { txnRows } from './txnRows';

/** The newest transactions, from the home screen's read of the ledger's tip (`useLatestLedger`). */
export function LatestTransactions({ query }: { query: QueryState<readonly TxnSummary[]> }) {
  return <LatestPanel list="transactions" query={query} rows={txnRows} />;
}
