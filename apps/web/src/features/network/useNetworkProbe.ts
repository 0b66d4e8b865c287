import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQuery } from '@tanstack/react-query';
import { describeNetworkStatus } from './describeNetworkStatus';
import { probeQueryOptions } from './probeQueryOptions';

/** The probe of a network and its status view; probes again whenever the network changes. */
export function useNetworkProbe(profile: NetworkProfile) {
  const query = useQuery(probeQueryOptions(profile));
  return {
    probe: query.data,
    status: describeNetworkStatus(query.data, query.error ?? undefined),
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}
