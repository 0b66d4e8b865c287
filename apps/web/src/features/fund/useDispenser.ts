import { findDispenser } from '@sextant/core/fund/findDispenser';
import type { NetworkClients } from '@sextant/core/pipeline/networkClients';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queries/queryKeys';

/** The network's dispenser address (LocalNet's rule, `findDispenser`), asked of kmd once per network. */
export function useDispenser(clients: NetworkClients) {
  return useQuery({
    queryKey: queryKeys.kmd.other(clients.profile.id, 'dispenser'),
    queryFn: () => findDispenser(clients.profile, clients.kmd),
    retry: false,
    staleTime: Infinity,
  });
}
