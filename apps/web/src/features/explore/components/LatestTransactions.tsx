import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { latestQueries } from '../queries/latestQueries';
import { LatestPanel } from './LatestPanel';
import { txnRows } from './txnRows';

/** The newest transactions, refreshed every few seconds while the page is visible and `live`. */
export function LatestTransactions({ live = true }: { live?: boolean }) {
  const query = useQuery({
    ...latestQueries.transactions(useActiveNetwork()),
    ...(!live && { refetchInterval: false, refetchOnWindowFocus: false }),
  });
  return <LatestPanel list="transactions" query={query} rows={txnRows} />;
}
