import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useMatches } from 'react-router';
import { useNetworks } from './useNetworks';

/**
 * The network the header shows: the URL's `:net` when it names a known network, otherwise the last
 * one used (on /settings, /tools/..., or an unknown network id), and Sandbox as the last resort.
 */
export function useShellNetwork(): NetworkProfile {
  const { find, lastNetworkId, networks } = useNetworks();
  const matches = useMatches();
  const fromUrl = matches.at(-1)?.params['net'];
  return (fromUrl === undefined ? undefined : find(fromUrl)) ?? find(lastNetworkId) ?? networks[0]!;
}
