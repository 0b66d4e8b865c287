/**
 * What the app and its Service Worker agree on. The worker's script is built on its own
 * (`apps/web/serviceWorker`, see vite.serviceWorker.ts) to this un-hashed name next to index.html.
 */
export const BROWSER_NET_WORKER_FILE = 'browser-net-sw.js';

/** A page that finds the worker active but is not controlled by it asks it to claim the page. */
export const CLAIM_MESSAGE = 'sextant-browser-net-claim';

/** The admin API under `<base>browser-net/admin/`: export (GET), import and reset (POST). */
export type BrowserNetAdminAction = 'export' | 'import' | 'reset';

/** What replaces the whole network: every page showing it must drop what it knew. */
export type BrowserNetReplacement = Exclude<BrowserNetAdminAction, 'export'>;

/** Posted by the worker to every other page it controls once a reset or an import has committed. */
export interface BrowserNetReplacedMessage {
  type: 'sextant-browser-net-replaced';
  action: BrowserNetReplacement;
}

export function isReplacedMessage(data: unknown): data is BrowserNetReplacedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'sextant-browser-net-replaced' &&
    ((data as { action?: unknown }).action === 'reset' || (data as { action?: unknown }).action === 'import')
  );
}
