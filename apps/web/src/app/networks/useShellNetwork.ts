import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useParams } from 'react-router';
import { useNetworks } from './useNetworks';

/**
 * The network the header shows: the URL's `:net` when it names a known network, otherwise the last
 * one used (on /settings, /tools/..., or an unknown network id), and Sandbox as the last resort.
 */
export function useShellNetwork(): NetworkProfile {
  const { find, lastNetworkId, networks } = useNetworks();
  // The header is drawn by the layout, above the `:net` route; the params React Router gives a route
  // are the whole match's, so the layout sees the network's id too.
  const fromUrl = useParams()['net'];
  return (fromUrl === undefined ? undefined : find(fromUrl)) ?? find(lastNetworkId) ?? networks[0]!;
}
