import { BROWSER_NET_PATH, BROWSER_NET_TOKEN } from '@sextant/core/network/builtInNetworks';
import { BrowserNetError } from './BrowserNetError';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import {
  BROWSER_NET_TAB_HEADER,
  type BrowserNetAdminAction,
  type BrowserNetForkRequest,
} from './browserNetWorker';
import { ensureBrowserNet } from './ensureBrowserNet';
import { THIS_TAB } from './thisTab';

/**
 * The Browser network's own actions, answered by its worker under `<base>browser-net/admin/`:
 * the whole network as a file, a file back in place of it, and a fresh genesis. A refusal (a bad
 * file) rejects with the worker's words and changes nothing.
 */
async function admin(
  action: BrowserNetAdminAction,
  body?: Uint8Array | string,
  { started = true }: { started?: boolean } = {},
): Promise<Response> {
  // A network that refused to start (damaged blocks) is reached through the worker controlling the page.
  if (started) await ensureBrowserNet();
  const response = await fetch(`${import.meta.env.BASE_URL}${BROWSER_NET_PATH}/admin/${action}`, {
    method: action === 'export' ? 'GET' : 'POST',
    headers: { 'X-Algo-API-Token': BROWSER_NET_TOKEN, [BROWSER_NET_TAB_HEADER]: THIS_TAB },
    cache: 'no-store',
    ...(body !== undefined && { body: typeof body === 'string' ? body : body.slice().buffer }),
  });
  if (response.ok) return response;
  const text = await response.text();
  let reason = text;
  let code: string | undefined;
  try {
    const json = JSON.parse(text) as { message?: unknown; code?: unknown } | null;
    if (typeof json?.message === 'string') reason = json.message;
    if (typeof json?.code === 'string') code = json.code;
  } catch {
    // not JSON: its text is the reason
  }
  throw new BrowserNetError('BROWSER_NET_REFUSED', M.adminFailed(response.status, reason), {
    details: { status: response.status, ...(code !== undefined && { code }) },
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
 * Replaces the Browser network with a fork of the network whose algod `fork` names (read from this
 * browser, so the remote must allow this origin). A refusal changes nothing; its details' `code` is
 * the fork's (`FORK_CORS_CODE` when the remote answers but refuses this origin).
 */
export async function forkBrowserNet(fork: BrowserNetForkRequest): Promise<void> {
  await admin('fork', JSON.stringify(fork));
}

/**
 * A network whose stored blocks are damaged (`BROWSER_NET_CORRUPT`): `repair` keeps every block
 * before the damage and replays them; `reset` replaces it with a fresh genesis. Either starts it.
 */
export async function recoverBrowserNet(action: 'repair' | 'reset'): Promise<void> {
  await admin(action, undefined, { started: false });
}
