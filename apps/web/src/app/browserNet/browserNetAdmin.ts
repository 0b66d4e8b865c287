import { BROWSER_NET_PATH, BROWSER_NET_TOKEN } from '@sextant/core/network/builtInNetworks';
import { BrowserNetError } from './BrowserNetError';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import { BROWSER_NET_TAB_HEADER, type BrowserNetAdminAction } from './browserNetWorker';
import { ensureBrowserNet } from './ensureBrowserNet';
import { THIS_TAB } from './thisTab';

/**
 * The Browser network's own actions, answered by its worker under `<base>browser-net/admin/`:
 * the whole network as a file, a file back in place of it, and a fresh genesis. A refusal (a bad
 * file) rejects with the worker's words and changes nothing.
 */
async function admin(
  action: BrowserNetAdminAction,
  body?: Uint8Array,
  { started = true }: { started?: boolean } = {},
): Promise<Response> {
  // A network that refused to start (damaged blocks) is reached through the worker controlling the page.
  if (started) await ensureBrowserNet();
  const response = await fetch(`${import.meta.env.BASE_URL}${BROWSER_NET_PATH}/admin/${action}`, {
    method: action === 'export' ? 'GET' : 'POST',
    headers: { 'X-Algo-API-Token': BROWSER_NET_TOKEN, [BROWSER_NET_TAB_HEADER]: THIS_TAB },
    cache: 'no-store',
    ...(body !== undefined && { body: body.slice().buffer }),
  });
  if (response.ok) return response;
  const text = await response.text();
  let reason = text;
  try {
    const json: unknown = JSON.parse(text);
    if (
      typeof json === 'object' &&
      json !== null &&
      typeof (json as { message?: unknown }).message === 'string'
    )
      reason = (json as { message: string }).message;
  } catch {
    // not JSON: its text is the reason
  }
  throw new BrowserNetError('BROWSER_NET_REFUSED', M.adminFailed(response.status, reason), {
    details: { status: response.status },
  });
}

/**
 * The whole network (genesis, every block, kmd wallets) and the file name the worker suggests.
 * `readable`: of a network whose stored blocks are damaged, every block before the damage.
 */
export async function exportBrowserNet({ readable = false } = {}): Promise<{
  bytes: Uint8Array;
  fileName: string;
}> {
  const response = await admin('export', undefined, { started: !readable });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'browser-network.sextant-net';
  return { bytes: new Uint8Array(await response.arrayBuffer()), fileName };
}

export async function importBrowserNet(bytes: Uint8Array): Promise<void> {
  await admin('import', bytes);
}

export async function resetBrowserNet(): Promise<void> {
  await admin('reset');
}

/**
 * A network whose stored blocks are damaged (`BROWSER_NET_CORRUPT`): `repair` keeps every block
 * before the damage and replays them; `reset` replaces it with a fresh genesis. Either starts it.
 */
export async function recoverBrowserNet(action: 'repair' | 'reset'): Promise<void> {
  await admin(action, undefined, { started: false });
}
