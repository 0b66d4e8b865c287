import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { kmdWalletsQuery } from '../../app/kmd/kmdWalletsQuery';
import { queryKeys } from '../../app/queries/queryKeys';

/**
 * The network's dispenser address (LocalNet's rule, `findDispenser`), asked of kmd once per
 * network. The clients (algosdk) load with the answer, so the nav can ask without weighing on
 * the first page; the Fund screen reads the same key. kmd's wallet list is the shared
 * `kmdWalletsQuery`'s, so a page that also shows kmd's card asks kmd for it once.
 */
export function dispenserQuery(profile: NetworkProfile) {
  return queryOptions({
    queryKey: queryKeys.kmd.other(profile.id, 'dispenser'),
    queryFn: async ({ client }) => {
      const [{ findDispenser }, { networkClients }, wallets] = await Promise.all([
        import('@sextant/core/fund/findDispenser'),
        import('@sextant/core/pipeline/networkClients'),
        profile.kmd === undefined ? undefined : client.fetchQuery(kmdWalletsQuery(profile)),
      ]);
      return findDispenser(profile, networkClients(profile).kmd, wallets);
    },
    retry: false,
    staleTime: Infinity,
  });
}
