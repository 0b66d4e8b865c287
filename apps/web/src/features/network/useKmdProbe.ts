import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { probeKmd } from '@sextant/core/network/probeKmd';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queries/queryKeys';
import type { ServiceStatus } from './describeNetworkStatus';
import { PROBE_LABELS as L } from './probeLabels';
import { PROBE_FRESH_MS, PROBE_INTERVAL_MS } from './probeQueryOptions';

/** kmd's status line, as algod's and the indexer's: checking, reachable (with its wallets), or why not. */
export function useKmdProbe(profile: NetworkProfile): ServiceStatus | undefined {
  const kmd = profile.kmd;
  const query = useQuery({
    queryKey: queryKeys.kmdProbe(profile.id),
    queryFn: ({ signal }) => (kmd === undefined ? Promise.resolve(undefined) : probeKmd(kmd, { signal })),
    enabled: kmd !== undefined,
    staleTime: PROBE_FRESH_MS,
    refetchInterval: PROBE_INTERVAL_MS,
    retry: false,
  });
  if (kmd === undefined) return undefined;
  const probe = query.data;
  if (probe === undefined) return { tone: 'pending', label: L.checking };
  if (probe.state === 'ok') return { tone: 'ok', label: L.reachable, message: L.kmdWallets(probe.wallets) };
  return { tone: 'bad', label: L.byCode[probe.error.code], message: probe.error.message };
}
