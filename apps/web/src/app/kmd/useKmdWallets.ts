import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../networks/useActiveNetwork';
import { queryKeys } from '../queries/queryKeys';
import { KMD_FIELD_LABELS as L } from './kmdFieldLabels';

/**
 * The names of kmd's wallets on the active network (one query shared by every screen), and the one
 * to pick when none is chosen yet: LocalNet's default wallet when kmd has it, else the first.
 */
export function useKmdWallets(kmd: KmdClient | undefined, enabled = true) {
  const { id: networkId } = useActiveNetwork();
  const query = useQuery({
    queryKey: queryKeys.kmd.wallets(networkId),
    queryFn: () => kmd!.listWallets(),
    enabled: enabled && kmd !== undefined,
    retry: false,
  });
  const names = query.data?.map((w) => w.name);
  const preferred = names?.includes(L.defaultWallet) ? L.defaultWallet : names?.[0];
  return { query, names, preferred };
}
