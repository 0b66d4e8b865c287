import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
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

// Everything the first screen needs starts here, at once: the page's code and data declaration now,
// /config.json alongside; the probe and the page's queries as soon as the config names the network.
// The page then renders what is in the cache without waiting for the probe.
preloadRoute(location.pathname);
const config = await loadAppConfig(import.meta.env, `${import.meta.env.BASE_URL}config.json`);
const storage = browserStorage();
let boot: AppBoot;
try {
  boot = readAppBoot(config, storage);
} catch (error) {
  // Never a blank screen: if saved settings break start-up in a way not foreseen, start from none.
  Object.values(STORAGE_KEYS).forEach((key) => storage.remove(key));
  boot = readAppBoot(
    { ...config, problems: [...config.problems, BOOT_MESSAGES.startFailed(String(error))] },
    storage,
  );
}

const queryClient = createQueryClient();
const networks = [...boot.builtIns, ...boot.customNetworks];
const find = (id: string) => networks.find((n) => n.id === id);
// `/` opens the last network's home.
const pathname = location.pathname === '/' ? `/${encodeURIComponent(boot.lastNetworkId)}` : location.pathname;
prefetchRoute(queryClient, find, { pathname, search: location.search });
const first = find(decodeURIComponent(pathname.split('/')[1] ?? ''));
if (first !== undefined) void queryClient.prefetchQuery(probeQueryOptions(first));

createRoot(root).render(
  <StrictMode>
    <App boot={boot} queryClient={queryClient} />
  </StrictMode>,
);
