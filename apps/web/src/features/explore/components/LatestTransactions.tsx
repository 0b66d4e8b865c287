import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { UI_LABELS } from '../../../ui/uiLabels';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { latestQueries } from '../queries/latestQueries';
import { ReadErrorState } from './ReadErrorState';
import { TxnRow } from './TxnRow';

/** The newest transactions, refreshed every few seconds while the page is visible. */
export function LatestTransactions() {
  const profile = useActiveNetwork();
  const query = useQuery(latestQueries.transactions(profile));
  return (
    <Panel
      title={L.latestTransactions}
      actions={
        <Link
          to={`/${encodeURIComponent(profile.id)}/transactions`}
          className="text-xs text-accent hover:underline"
        >
          {L.allTransactions}
        </Link>
      }
    >
      {query.isPending ? (
        <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>
      ) : query.isError ? (
        <ReadErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <StateMessage kind="empty">{L.noTransactions}</StateMessage>
      ) : (
        <ul aria-label={L.latestTransactions} className="divide-y divide-line">
          {query.data.map((txn) => (
            <li key={txn.id}>
              <TxnRow txn={txn} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
