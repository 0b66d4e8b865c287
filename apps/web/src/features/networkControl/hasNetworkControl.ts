import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';

/** The networks whose node is Sextant's own sandbox, with its admin API (/v2/sandbox/…). */
export function hasNetworkControl(networkId: string): boolean {
  return networkId === 'sandbox' || networkId === BROWSER_NETWORK_ID;
}
