import { networkClients, type NetworkClients } from '@sextant/core/pipeline/networkClients';
import { useActiveNetwork } from '../networks/useActiveNetwork';

/** Core's clients (algod, indexer, kmd) for the active network: the web app builds none itself. */
export function useNetworkClients(): NetworkClients {
  return networkClients(useActiveNetwork());
}
