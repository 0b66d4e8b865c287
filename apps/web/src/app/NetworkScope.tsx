import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { lazyPage } from './lazyPages';
import { ActiveNetworkContext } from './networks/ActiveNetworkContext';
import { useNetworks } from './networks/useNetworks';
import { NOT_FOUND_MODULE } from './routeTable';

const NotFoundPage = lazyPage<{ unknownNetwork?: string }>(NOT_FOUND_MODULE);

/** `/:net/...`: resolves the URL's network id to a profile for every screen below, and remembers it. */
export function NetworkScope() {
  const { net = '' } = useParams();
  const { find, lastNetworkId, rememberNetwork } = useNetworks();
  const profile = find(net);

  useEffect(() => {
    if (profile !== undefined && profile.id !== lastNetworkId) rememberNetwork(profile.id);
  }, [profile, lastNetworkId, rememberNetwork]);

  if (profile === undefined) return <NotFoundPage unknownNetwork={net} />;
  return (
    <ActiveNetworkContext value={profile}>
      <Outlet />
    </ActiveNetworkContext>
  );
}
