import { networkFormFromProfile } from './NetworkFormValues';
import type { NetworkProfile } from './NetworkProfile';
import type { StoredNetworks } from './readStoredNetworks';

/** Custom networks as the string saved in storage; readStoredNetworks reads it back. */
export function serializeNetworks(networks: readonly NetworkProfile[]): string {
  const stored: StoredNetworks = {
    version: 1,
    networks: networks.filter((n) => !n.builtIn).map(networkFormFromProfile),
  };
  return JSON.stringify(stored);
}
