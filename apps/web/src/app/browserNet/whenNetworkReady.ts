import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';

/**
 * Resolves when `profile`'s requests can be answered: at once for every network but Browser, whose
 * worker must control the page first. The worker's code loads only here, so the other networks
 * never fetch it.
 */
export async function whenNetworkReady(profile: Pick<NetworkProfile, 'id'>): Promise<void> {
  if (profile.id !== BROWSER_NETWORK_ID) return;
  const { ensureBrowserNet } = await import('./ensureBrowserNet');
  await ensureBrowserNet();
}
