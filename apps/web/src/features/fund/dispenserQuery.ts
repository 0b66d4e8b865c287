import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../app/queries/queryKeys';

/**
 * The network's dispenser address (LocalNet's rule, `findDispenser`), asked of kmd once per
 * network. The clients (algosdk) load with the answer, so the nav can ask without weighing on
 * the first page; the Fund screen reads the same key.
 */
export function dispenserQuery(profile: NetworkProfile) {
  return queryOptions({
    queryKey: queryKeys.kmd.other(profile.id, 'dispenser'),
    queryFn: async () => {
      const [{ findDispenser }, { networkClients }] = await Promise.all([
        import('@sextant/core/fund/findDispenser'),
        import('@sextant/core/pipeline/networkClients'),
      ]);
      return findDispenser(profile, networkClients(profile).kmd);
    },
    retry: false,
    staleTime: Infinity,
  });
}
