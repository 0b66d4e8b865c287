import { BROWSER_NET_PATH } from '@sextant/core/network/builtInNetworks';
import { BrowserNetError } from './BrowserNetError';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import { BROWSER_NET_WORKER_FILE, CLAIM_MESSAGE } from './browserNetWorker';
import { takeEarlyBrowserNet, type WorkerRegistered } from './earlyBrowserNet';
import { hurryWaitingWorker } from './hurryWaitingWorker';
import { networkStarted } from './networkStarted';

/** Installing the worker fetches and evaluates the sandbox (~1 MB): generous on a loaded machine. */
const CONTROL_TIMEOUT_MS = 30_000;
/** A worker already active claims a page it does not control at once, or never (a hard reload). */
const CLAIM_TIMEOUT_MS = 3_000;

let ready: Promise<void> | undefined;

/**
 * Resolves once the Browser network's Service Worker controls this page, registering it first (scope:
 * the app's base, so it sees the page's requests under `<base>browser-net/`), and its network has
 * started (`networkStarted`: its algod answers `/health`). Once per page; a
 * failure is forgotten so the next call tries again. Rejects with a BrowserNetError a person can act
 * on: no Service Workers here, or a hard reload that bypassed the worker.
 */
export function ensureBrowserNet(): Promise<void> {
  ready ??= start().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/**
 * Unregisters the worker when another network becomes the active one: a page that never uses the
 * Browser network pays nothing for it. Pages it still controls keep it until they close; the data
 * stays in IndexedDB.
 */
export async function leaveBrowserNet(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container === undefined) return;
  ready = undefined;
  const registration = await container.getRegistration(import.meta.env.BASE_URL);
  if (registration !== undefined && isOurs(registration.active ?? registration.installing))
    await registration.unregister();
}

async function start(): Promise<void> {
  const container = window.isSecureContext ? navigator.serviceWorker : undefined;
  if (container === undefined) throw new BrowserNetError('BROWSER_NET_UNSUPPORTED', M.unsupported);
  const base = import.meta.env.BASE_URL;
  let registered: WorkerRegistered;
  try {
    // index.html's inline script may have registered it already, before the bundle loaded.
    registered = await (takeEarlyBrowserNet() ?? register(container, base));
  } catch (error) {
    throw new BrowserNetError('BROWSER_NET_NOT_STARTED', M.didNotStart(String(error)), { cause: error });
  }
  const { registration } = registered;
  const hadActive = isOurs(registered.before?.active ?? null);
  // A page of a new build may find an older build's worker: ask for the script again now, rather than
  // when the browser next gets round to it. New bytes install, and skipWaiting + claim hand this page
  // (and every other) to the new worker, which starts from the same IndexedDB.
  if (hadActive) registration.update().catch(() => undefined);
  // …and if the browser leaves the new one waiting behind the old, ask it again to take over.
  const health = `${base}${BROWSER_NET_PATH}/algod/health`;
  hurryWaitingWorker(registration, isOurs, () => fetch(health, { cache: 'no-store' }));
  if (isOurs(container.controller)) return networkStarted(health, CONTROL_TIMEOUT_MS);
  const controlled = controllerArrives(container, hadActive ? CLAIM_TIMEOUT_MS : CONTROL_TIMEOUT_MS);
  // An active worker that does not control the page: a hard reload skipped it. Ask it to claim.
  if (hadActive) registration.active?.postMessage(CLAIM_MESSAGE);
  if (await controlled) return networkStarted(health, CONTROL_TIMEOUT_MS);
  throw hadActive
    ? new BrowserNetError('BROWSER_NET_HARD_RELOAD', M.hardReload)
    : new BrowserNetError('BROWSER_NET_NOT_STARTED', M.didNotStart('it did not take control of the page'));
}

/**
 * Registers the worker, scope the app's base, noting what was registered before. index.html's
 * inline script does the same, in the same order, with the same options (keep them alike).
 */
async function register(container: ServiceWorkerContainer, base: string): Promise<WorkerRegistered> {
  const before = await container.getRegistration(base);
  // updateViaCache 'none': the worker's script is always revalidated, never taken from the HTTP cache.
  const registration = await container.register(`${base}${BROWSER_NET_WORKER_FILE}`, {
    scope: base,
    updateViaCache: 'none',
  });
  return { before, registration };
}

function controllerArrives(container: ServiceWorkerContainer, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      container.removeEventListener('controllerchange', onChange);
      clearTimeout(timer);
      resolve(value);
    };
    const onChange = () => {
      if (isOurs(container.controller)) done(true);
    };
    const timer = setTimeout(() => done(isOurs(container.controller)), timeoutMs);
    container.addEventListener('controllerchange', onChange);
  });
}

function isOurs(worker: ServiceWorker | null): boolean {
  return worker !== null && new URL(worker.scriptURL).pathname.endsWith(`/${BROWSER_NET_WORKER_FILE}`);
}
