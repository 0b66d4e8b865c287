import './index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BROWSER_NET_PATH } from '@sextant/core/network/builtInNetworks';
import { loadAppConfig } from './app/boot/loadAppConfig';
import type { AppBoot } from './app/boot/AppBoot';
import { BOOT_MESSAGES } from './app/boot/bootMessages';
import { readAppBoot } from './app/boot/readAppBoot';
import { createQueryClient } from './app/queries/createQueryClient';
import { prefetchRoute } from './app/routeData/prefetchRoute';
import { preloadRoute } from './app/routeData/preloadRoute';
import { browserStorage } from './app/storage/browserStorage';
import { STORAGE_KEYS } from './app/storage/KeyValueStore';
import { probeQueryOptions } from './features/network/probeQueryOptions';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

// Everything the first screen needs starts here, at once: /config.json, the page's data declaration
// and code; the probe and the page's queries as soon as the config names the network. The page then
// renders what is in the cache without waiting for the probe.
const configLoading = loadAppConfig(import.meta.env, `${import.meta.env.BASE_URL}config.json`);
preloadRoute(location.pathname);
const config = await configLoading;
const storage = browserStorage();
// The Browser network answers on this page's own origin, under the app's base (its Service Worker).
const browserNetBase = new URL(`${import.meta.env.BASE_URL}${BROWSER_NET_PATH}`, location.origin).href;
let boot: AppBoot;
try {
  boot = readAppBoot(config, storage, browserNetBase);
} catch (error) {
  // Never a blank screen: if saved settings break start-up in a way not foreseen, start from none.
  Object.values(STORAGE_KEYS).forEach((key) => storage.remove(key));
  boot = readAppBoot(
    { ...config, problems: [...config.problems, BOOT_MESSAGES.startFailed(String(error))] },
    storage,
    browserNetBase,
  );
}

const queryClient = createQueryClient();
const networks = [...boot.builtIns, ...boot.customNetworks];
const find = (id: string) => networks.find((n) => n.id === id);
// `/` opens the last network's home.
const pathname = location.pathname === '/' ? `/${encodeURIComponent(boot.lastNetworkId)}` : location.pathname;
const first = find(decodeURIComponent(pathname.split('/')[1] ?? ''));
if (first !== undefined) void queryClient.prefetchQuery(probeQueryOptions(first));
// React's first render waits until the page's data requests are out (its declaration's small chunk
// has loaded): begun first, that render would hold the main thread while the declaration waits. Not
// a top-level await: a module this one is still evaluating could not be imported until it ends.
// A transition, so that render yields to the answers arriving meanwhile (the home's second requests
// go out as soon as its first answers are in, not after the whole first screen has rendered).
// Never a blank screen: a declaration chunk that hangs or fails holds the render 3 s at most.
const requestsOut = prefetchRoute(queryClient, find, { pathname, search: location.search }).catch(
  () => undefined,
);
void Promise.race([requestsOut, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App boot={boot} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
