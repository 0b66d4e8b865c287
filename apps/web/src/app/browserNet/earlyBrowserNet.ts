/**
 * Where index.html's inline script leaves its registration of the Browser network's worker, made
 * before the bundle loads when the URL is one of the Browser network's pages: the worker's script
 * downloads and runs, and its network starts (at install), while the page's own code loads.
 * `ensureBrowserNet` takes it instead of registering again.
 */
export const EARLY_BROWSER_NET_GLOBAL = '__sextantBrowserNet';

/** A registration of the worker, and what was registered for the app's base just before it. */
export interface WorkerRegistered {
  before: ServiceWorkerRegistration | undefined;
  registration: ServiceWorkerRegistration;
}

/** The page's early registration, taken once (a second call finds none). */
export function takeEarlyBrowserNet(): Promise<WorkerRegistered> | undefined {
  const scope = globalThis as Record<string, unknown>;
  const early = scope[EARLY_BROWSER_NET_GLOBAL];
  delete scope[EARLY_BROWSER_NET_GLOBAL];
  return early instanceof Promise ? (early as Promise<WorkerRegistered>) : undefined;
}
