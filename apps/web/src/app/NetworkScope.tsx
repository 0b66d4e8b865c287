import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { useSessionLogRecorder } from '../features/sessionLog/useSessionLogRecorder';
import { BROWSER_NET_WORKER_FILE } from './browserNet/browserNetWorker';
import { lazyPage } from './lazyPages';
import { ActiveNetworkContext } from './networks/ActiveNetworkContext';
import { useNetworks } from './networks/useNetworks';
import { NOT_FOUND_MODULE } from './routeTable';

const NotFoundPage = lazyPage<{ unknownNetwork?: string }>(NOT_FOUND_MODULE);
// Loaded only when the Browser network is opened: the other networks never fetch it.
const BrowserNetGate = lazy(() =>
  import('./browserNet/BrowserNetGate').then((m) => ({ default: m.BrowserNetGate })),
);

/** Whether the Browser network's worker controls this page (it stays registered only while in use). */
function browserNetWorkerControls(): boolean {
  return navigator.serviceWorker?.controller?.scriptURL.endsWith(`/${BROWSER_NET_WORKER_FILE}`) ?? false;
}

/** `/:net/...`: resolves the URL's network id to a profile for every screen below, and remembers it. */
export function NetworkScope() {
  const { net = '' } = useParams();
  const { find, lastNetworkId, rememberNetwork } = useNetworks();
  const profile = find(net);
  // Every group sent on this network, from any screen, goes into its session log.
  useSessionLogRecorder(profile?.id);

  useEffect(() => {
    if (profile !== undefined && profile.id !== lastNetworkId) rememberNetwork(profile.id);
  }, [profile, lastNetworkId, rememberNetwork]);

  // Another network chosen: the Browser network's worker is unregistered (its data stays).
  const isBrowser = profile?.id === BROWSER_NETWORK_ID;
  useEffect(() => {
    if (profile !== undefined && !isBrowser && browserNetWorkerControls())
      void import('./browserNet/ensureBrowserNet').then((m) => m.leaveBrowserNet());
  }, [profile, isBrowser]);

  if (profile === undefined) return <NotFoundPage unknownNetwork={net} />;
  return (
    <ActiveNetworkContext value={profile}>
      {isBrowser ? (
        <Suspense>
          <BrowserNetGate>
            <Outlet />
          </BrowserNetGate>
        </Suspense>
      ) : (
        <Outlet />
      )}
    </ActiveNetworkContext>
  );
}
