import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQuery } from '@tanstack/react-query';
import type { QueryState } from '../../ui/QueryBoundary';
import { latestQueries, type LatestLedger } from './queries/latestQueries';

/**
 * The home screen's one read of the ledger's tip, refreshed while `live`: its round (the "Last
 * round" tile) and the latest blocks and transactions, each as the state of that one query, so the
 * tile and the lists always show the same round.
 */
export function useLatestLedger(profile: NetworkProfile, live: boolean) {
  const query = useQuery({
    ...latestQueries.ledger(profile),
    ...(!live && { refetchInterval: false, refetchOnWindowFocus: false }),
  });
  const part = <T>(pick: (ledger: LatestLedger) => T): QueryState<T> => ({
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    data: query.data === undefined ? undefined : pick(query.data),
    refetch: query.refetch,
  });
  return {
    round: query.data?.round,
    blocks: part((l) => l.blocks),
    transactions: part((l) => l.transactions),
  };
}
