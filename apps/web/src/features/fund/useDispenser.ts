import type { NetworkClients } from '@sextant/core/pipeline/networkClients';
import { useQuery } from '@tanstack/react-query';
import { dispenserQuery } from './dispenserQuery';

/** The network's dispenser address (LocalNet's rule, `findDispenser`), asked of kmd once per network. */
export function useDispenser(clients: NetworkClients) {
  return useQuery(dispenserQuery(clients.profile));
}
