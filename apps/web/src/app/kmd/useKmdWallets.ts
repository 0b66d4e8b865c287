import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../networks/useActiveNetwork';
import { KMD_FIELD_LABELS as L } from './kmdFieldLabels';
import { kmdWalletsQuery } from './kmdWalletsQuery';

/**
 * The names of kmd's wallets on the active network (`kmdWalletsQuery`, shared by every screen), and
 * the one to pick when none is chosen yet: LocalNet's default wallet when kmd has it, else the first.
 */
export function useKmdWallets(kmd: KmdClient | undefined, enabled = true) {
  const profile = useActiveNetwork();
  const query = useQuery({
    ...kmdWalletsQuery(profile),
    enabled: enabled && kmd !== undefined && profile.kmd !== undefined,
  });
  const names = query.data?.map((w) => w.name);
  const preferred = names?.includes(L.defaultWallet) ? L.defaultWallet : names?.[0];
  return { query, names, preferred };
}
