import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { probeKmd } from '@sextant/core/network/probeKmd';
import { queryOptions } from '@tanstack/react-query';
import { kmdWalletsQuery } from '../../app/kmd/kmdWalletsQuery';
import { offReadyPath } from '../../app/queries/offReadyPath';
import { queryKeys } from '../../app/queries/queryKeys';
import { PROBE_FRESH_MS, PROBE_INTERVAL_MS } from './probeQueryOptions';

/**
 * kmd's probe as a query keyed `queryKeys.kmdProbe` (the home page's kmd card). Its wallets are
 * the shared `kmdWalletsQuery`'s, so the nav's dispenser check reuses this page's answer. Off the
 * ready path (`offReadyPath`): the home page is ready without it.
 */
export function kmdProbeQueryOptions(profile: NetworkProfile) {
  const kmd = profile.kmd;
  return queryOptions(
    offReadyPath({
      queryKey: queryKeys.kmdProbe(profile.id),
      queryFn: ({ signal, client }) =>
        kmd === undefined
          ? Promise.resolve(undefined)
          : probeKmd(kmd, { signal, wallets: () => client.fetchQuery(kmdWalletsQuery(profile)) }),
      enabled: kmd !== undefined,
      staleTime: PROBE_FRESH_MS,
      refetchInterval: PROBE_INTERVAL_MS,
      retry: false,
    }),
  );
}
