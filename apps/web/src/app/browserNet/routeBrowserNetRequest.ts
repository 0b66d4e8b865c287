import { BROWSER_NET_PATH } from '@sextant/core/network/builtInNetworks';
import type { BrowserNetAdminAction } from './browserNetWorker';

export type BrowserNetRoute =
  | { kind: 'api'; api: 'algod' | 'indexer' | 'kmd'; path: string }
  | { kind: 'admin'; action: BrowserNetAdminAction };

const APIS = new Set(['algod', 'indexer', 'kmd']);
const ADMIN = new Set(['export', 'import', 'reset', 'repair', 'fork']);

/**
 * Which Browser network request `url` is, if any: `<origin><scopePath>browser-net/<api>/<path>` is
 * that API's own `/<path>` (query string kept), `…/browser-net/admin/<action>` an admin action.
 * Anything else (the app's files, other networks) is not the worker's: undefined, and the worker
 * leaves it alone. `scopePath` is the worker's scope's path, ending in `/`.
 */
export function routeBrowserNetRequest(
  url: URL,
  origin: string,
  scopePath: string,
): BrowserNetRoute | undefined {
  if (url.origin !== origin) return undefined;
  const prefix = `${scopePath}${BROWSER_NET_PATH}/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  const rest = url.pathname.slice(prefix.length);
  const slash = rest.indexOf('/');
  const head = slash < 0 ? rest : rest.slice(0, slash);
  const path = slash < 0 ? '/' : rest.slice(slash);
  if (head === 'admin')
    return ADMIN.has(path.slice(1))
      ? { kind: 'admin', action: path.slice(1) as BrowserNetAdminAction }
      : undefined;
  if (!APIS.has(head)) return undefined;
  return { kind: 'api', api: head as 'algod' | 'indexer' | 'kmd', path: `${path}${url.search}` };
}
