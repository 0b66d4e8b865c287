import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { whenNetworkReady } from '../../app/browserNet/whenNetworkReady';
import { queryKeys } from '../../app/queries/queryKeys';

/**
 * The network's dispenser address (LocalNet's rule, `findDispenser`), asked of kmd once per
 * network. The clients (algosdk) load with the answer, so the nav can ask without weighing on
 * the first page; the Fund screen reads the same key. The Browser network is asked only once its
 * worker controls the page (the nav is outside the gate that holds its screens).
 */
export function dispenserQuery(profile: NetworkProfile) {
  return queryOptions({
    queryKey: queryKeys.kmd.other(profile.id, 'dispenser'),
    queryFn: async () => {
      await whenNetworkReady(profile);
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
