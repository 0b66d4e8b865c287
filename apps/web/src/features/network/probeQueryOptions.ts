import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { probeNetwork } from '@sextant/core/network/probeNetwork';
import { queryOptions } from '@tanstack/react-query';
import { offReadyPath } from '../../app/queries/offReadyPath';
import { queryKeys } from '../../app/queries/queryKeys';

/** How often an open screen re-asks the node (the header's last round stays current). */
export const PROBE_INTERVAL_MS = 15_000;

/**
 * An answer this fresh is reused: the header and a screen that mounts right after it share one probe
 * instead of sending it twice (seen on the home page by bench/explorer-pages.ts).
 */
export const PROBE_FRESH_MS = 2_000;

/**
 * The probe as a query keyed `queryKeys.probe` (a commit refreshes it: the header's round). Stale after PROBE_FRESH_MS, so opening or
 * switching to a network probes it again while the last answer stays on screen. Off every page's
 * ready path (`offReadyPath`): the header's dot and the home page's cards show it once it is in.
 */
export function probeQueryOptions(profile: NetworkProfile) {
  return queryOptions(
    offReadyPath({
      queryKey: queryKeys.probe(profile.id),
      queryFn: ({ signal }) => probeNetwork(profile, { signal }),
      staleTime: PROBE_FRESH_MS,
      refetchInterval: PROBE_INTERVAL_MS,
      retry: false,
    }),
  );
}
