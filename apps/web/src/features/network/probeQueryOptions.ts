import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { probeNetwork } from '@sextant/core/network/probeNetwork';
import { queryOptions } from '@tanstack/react-query';

/** How often an open screen re-asks the node (the header's last round stays current). */
export const PROBE_INTERVAL_MS = 15_000;

/**
 * The probe as a query keyed `[network, 'probe']`. Always stale, so opening or switching to a
 * network probes it again while the last answer stays on screen.
 */
export function probeQueryOptions(profile: NetworkProfile) {
  return queryOptions({
    queryKey: [profile.id, 'probe'] as const,
    queryFn: ({ signal }) => probeNetwork(profile, { signal }),
    staleTime: 0,
    refetchInterval: PROBE_INTERVAL_MS,
    retry: false,
  });
}
