import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useContext } from 'react';
import { ActiveNetworkContext } from './ActiveNetworkContext';

/** The network of the current `/:net/...` route. Only valid below NetworkScope. */
export function useActiveNetwork(): NetworkProfile {
  const profile = useContext(ActiveNetworkContext);
  if (profile === null) throw new Error('useActiveNetwork is only available on /:net/... routes');
  return profile;
}
