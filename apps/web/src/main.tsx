import './index.css';
import { hasEarlyRequests, takenEarlyAnswers } from '@sextant/core/http/earlyRequests';
import { setBeforeNetworkRequest } from '@sextant/core/http/networkFetch';
import { takeWrittenAnswers, WRITTEN_ANSWERS_ID } from '@sextant/core/http/writtenAnswers';
import { BROWSER_NET_PATH } from '@sextant/core/network/builtInNetworks';
import type { AppConfig } from './app/boot/loadAppConfig';
import { loadAppConfig } from './app/boot/loadAppConfig';
import type { AppBoot } from './app/boot/AppBoot';
import { firstScreenCommitted, HEADER_LIVE_MARK, LIVE_MARK } from './app/boot/firstScreenCommitted';
import { BOOT_MESSAGES } from './app/boot/bootMessages';
import {
  headerCommitted,
  holdHeaderHydration,
  isHeaderCommitted,
  loadHeader,
} from './app/layout/headerModule';
import { dropHeldHeaderClicks, holdHeaderClicks } from './app/layout/holdHeaderClicks';
import { readAppBoot } from './app/boot/readAppBoot';
import { waitForBrowserNet } from './app/browserNet/waitForBrowserNet';
import type { renderApp as RenderApp } from './app/boot/renderApp';
import { createQueryClient } from './app/queries/createQueryClient';
import { holdOffReadyPath } from './app/queries/offReadyPath';
import { prefetchRoute } from './app/routeData/prefetchRoute';
import { preloadRoute } from './app/routeData/preloadRoute';
import { browserStorage } from './app/storage/browserStorage';
import { STORAGE_KEYS } from './app/storage/KeyValueStore';
import { probeQueryOptions } from './features/network/probeQueryOptions';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
/** The page came with the app drawn in it, and the answers it was drawn from (serveDist). */
const serverDrawn = root.firstElementChild !== null;
if (serverDrawn) takeWrittenAnswers(document.getElementById(WRITTEN_ANSWERS_ID)?.textContent);

// This entry holds no React: only what starts the first screen's requests (the config, the route
// table, the home page's data declaration, the query cache). Started at once, in this order: the
// URL's data declaration (a small chunk the data requests wait for, none for the home page), React,
// the router and the shell, then the page's code.
// When the page's HTML has sent the first screen's requests (serveDist), their answers are often in
// by the time this runs: then the shell and the page's code (whose evaluation holds the main thread
// ~100 ms and more) are imported once those answers have been handed to their queries and the
// follow-ups have left, not before, when the answers would wait for them. Answers not in yet are not
// waited for (a slow node): the shell runs meanwhile, as without early requests.
const early = hasEarlyRequests();
let answersHandled: () => void = () => undefined;
const shellMayRun = early ? new Promise<void>((resolve) => (answersHandled = resolve)) : undefined;
let rendering: Promise<{ renderApp: typeof RenderApp }> | undefined;
const loadShell = () =>
  (rendering ??= (shellMayRun ?? Promise.resolve()).then(() => import('./app/boot/renderApp')));
const pageCode = preloadRoute(location.pathname, loadShell, shellMayRun);

// The Browser network answers on this page's own origin, under the app's base (its Service Worker).
const browserNetBase = new URL(`${import.meta.env.BASE_URL}${BROWSER_NET_PATH}`, location.origin).href;
// Every request to it waits until its worker controls the page (starting it), whoever sends it.
setBeforeNetworkRequest(waitForBrowserNet(browserNetBase));

/**
 * Once the next frame has painted: the page's render of the answers just in comes first (TanStack
 * hands them to React in a task of their own). In a hidden tab, where no frame comes, the hold's
 * own limit lets the requests go.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function start(config: AppConfig): void {
  const storage = browserStorage();
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
  const pathname =
    location.pathname === '/' ? `/${encodeURIComponent(boot.lastNetworkId)}` : location.pathname;
  const first = find(decodeURIComponent(pathname.split('/')[1] ?? ''));
  // The page's requests first, then the probe's (only the home page shows it; the header's dot
  // waits for it): the probe, like every query off the ready path, sends nothing until the first
  // screen's declared queries and their follow-ups have answered and the page has painted them
  // (`holdOffReadyPath`).
  const probe = () => {
    if (first !== undefined) void queryClient.prefetchQuery(probeQueryOptions(first));
  };
  // The page's code is preloadRoute's to import, after the first answers are handled (`/` is the
  // last network's home, which preloadRoute could not know).
  const prefetching = prefetchRoute(
    queryClient,
    find,
    { pathname, search: location.search },
    { pageCode: pathname !== location.pathname },
  );
  // Over the server's drawing (serveDist), the first render hydrates it from the answers it was
  // drawn from: nothing off the ready path may have answered before (the probe's time, an account's
  // history), or the page would not be the one the server drew.
  holdOffReadyPath(
    Promise.all([
      prefetching.then(({ settled }) => settled).then(afterPaint),
      serverDrawn ? firstScreenCommitted : undefined,
      serverDrawn ? headerCommitted : undefined,
    ]),
  );
  void prefetching.then(probe);
  // Over the server's drawing, the first render hydrates it: only once every query the server drew
  // from has settled here too (the written answers at once, a POST such as a program's
  // disassembly when its answer is in), or the render would not be the server's.
  if (serverDrawn) void prefetching.then(({ settled }) => settled).then(() => setTimeout(answersHandled, 0));
  else if (early) void prefetching.then(() => takenEarlyAnswers(0)).then(() => setTimeout(answersHandled, 0));
  // The page answers to the person from here on (tests and the bench wait for it).
  void firstScreenCommitted.then(() => {
    performance.mark(LIVE_MARK);
    document.documentElement.dataset['app'] = 'live';
  });
  void headerCommitted.then(() => {
    performance.mark(HEADER_LIVE_MARK);
    document.documentElement.dataset['header'] = 'live';
  });
  // Hydrated with the page's code already run: a page still loading would leave its part of the
  // server's HTML to a later, lower-priority pass (the first screen committed, and the page live,
  // only then). The header's code runs after the page has hydrated, or as soon as the person
  // touches the page (`holdHeaderClicks` then clicks again a button clicked before); drawn in the
  // browser, the header renders in the first render, its code loaded beside the shell's.
  if (serverDrawn) {
    let touched: () => void = () => undefined;
    const touch = new Promise<void>((resolve) => (touched = resolve));
    holdHeaderHydration(Promise.race([firstScreenCommitted, touch]));
    holdHeaderClicks(document, {
      committed: headerCommitted,
      isCommitted: isHeaderCommitted,
      onTouch: touched,
    });
  } else dropHeldHeaderClicks();
  void Promise.all([loadShell(), serverDrawn ? pageCode : loadHeader()]).then(([{ renderApp }]) =>
    renderApp(root!, boot, queryClient, serverDrawn),
  );
}

// Not a top-level await: a chunk this entry shares modules with could not be imported until it ends.
void loadAppConfig(import.meta.env, `${import.meta.env.BASE_URL}config.json`).then(start);
