import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { latestQueries } from '../queries/latestQueries';
import { LatestPanel } from './LatestPanel';
import { TxnRow } from './TxnRow';

/** The newest transactions, refreshed every few seconds while the page is visible. */
export function LatestTransactions() {
  const query = useQuery(latestQueries.transactions(useActiveNetwork()));
  return (
    <LatestPanel
      title={L.latestTransactions}
      all={{ label: L.allTransactions, path: 'transactions' }}
      query={query}
      empty={L.noTransactions}
    >
      {(txns) =>
        txns.map((txn) => (
          <li key={txn.id}>
            <TxnRow txn={txn} />
          </li>
        ))
      }
    </LatestPanel>
  );
}
