import { kmdTarget } from '@sextant/core/kmd/kmdCall';
import { listKmdWallets } from '@sextant/core/kmd/listKmdWallets';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { offReadyPath } from '../queries/offReadyPath';
import { queryKeys } from '../queries/queryKeys';

/** A list this fresh is reused: a page's kmd card, wallet fields and dispenser check ask kmd once. */
export const KMD_WALLETS_FRESH_MS = 15_000;

/**
 * kmd's wallets on `profile`'s network (`GET /v1/wallets`), the one query every reader of them
 * shares: the home page's kmd probe, the kmd wallet fields (`useKmdWallets`) and the dispenser
 * check (`dispenserQuery`). Light (no algosdk), so the home page's kmd card can ask it. Only for
 * a network with a kmd. Off the ready path (`offReadyPath`): no page waits for it to be shown.
 */
export function kmdWalletsQuery(profile: NetworkProfile) {
  return queryOptions(
    offReadyPath({
      queryKey: queryKeys.kmd.wallets(profile.id),
      queryFn: () => listKmdWallets(kmdTarget(profile.kmd!)),
      staleTime: KMD_WALLETS_FRESH_MS,
      retry: false,
    }),
  );
}
