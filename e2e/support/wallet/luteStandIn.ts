import type { BrowserContext } from '@playwright/test';
import type algosdk from 'algosdk';
import { signWalletTransactions, type WalletTransaction } from './signWalletTransactions';

/** The origin lute-connect opens and checks `event.origin` against (lute-connect 1.7 `BASE_URL`). */
export const LUTE_ORIGIN = 'https://lute.app';
const BINDING = '__sextantLuteStandIn';

/** What the dApp posted to the popup after its `ready`: `network` (connect) or `sign`. */
export interface LuteRequest {
  path: string;
  action: string;
  genesisID?: string | undefined;
  txns?: WalletTransaction[] | undefined;
}

/** The popup's answer, as lute-connect reads it (signed transactions travel as base64 to the page). */
type LuteReply =
  | { action: 'connect'; addrs: string[] }
  | { action: 'signed'; txns: (string | null)[] }
  | { action: 'error'; message: string; code: number }
  | { action: 'close' };

export interface LuteStandIn {
  readonly requests: LuteRequest[];
  /** The next popup is closed by the person instead of answering (`{action:'close'}`). */
  closeNext(): void;
  /** Resolves with the nth request (1-based) once the popup has answered it. */
  waitForRequest(count: number): Promise<LuteRequest>;
}

/**
 * The popup page: says `ready` to its opener, hands whatever the dApp answers to the test process
 * through the binding, posts the reply back (signed transactions as Uint8Array, as Lute does) and
 * closes itself, as the real popup does once the person has decided.
 */
export function luteStandInHtml(): string {
  const script = `
    const opener = window.opener;
    const fromBase64 = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    window.addEventListener('message', async (event) => {
      if (event.source !== opener || typeof event.data !== 'object' || event.data === null) return;
      const reply = await window.${BINDING}(location.pathname, event.data);
      const message = reply.action === 'signed'
        ? { action: 'signed', txns: reply.txns.map((t) => (t === null ? null : fromBase64(t))) }
        : reply;
      document.getElementById('state').textContent = reply.action;
      opener.postMessage(message, '*');
      window.close();
    });
    opener.postMessage({ action: 'ready' }, '*');
  `;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Lute (test stand-in)</title></head>
<body><p>Lute stand-in: <span id="state">ready</span></p><script>${script}</script></body></html>`;
}

/**
 * Serves the stand-in at https://lute.app/* for the whole context (register before navigating: the
 * route is checked before the fixture's abort-everything-else route) and answers for `account`:
 * connect with it, sign what is ours (null elsewhere), or close when told to.
 */
export async function installLuteStandIn(
  context: BrowserContext,
  account: algosdk.Account,
): Promise<LuteStandIn> {
  const requests: LuteRequest[] = [];
  const waiters: { count: number; resolve: (r: LuteRequest) => void }[] = [];
  let closeNext = false;

  await context.exposeBinding(
    BINDING,
    (_source, path: string, data: Omit<LuteRequest, 'path'>): LuteReply => {
      const request: LuteRequest = { path, action: data.action, genesisID: data.genesisID, txns: data.txns };
      let reply: LuteReply;
      if (closeNext) {
        closeNext = false;
        reply = { action: 'close' };
      } else if (data.action === 'network') {
        reply = { action: 'connect', addrs: [account.addr.toString()] };
      } else if (data.action === 'sign') {
        try {
          reply = { action: 'signed', txns: signWalletTransactions(data.txns ?? [], account) };
        } catch (error) {
          reply = {
            action: 'error',
            message: error instanceof Error ? error.message : String(error),
            code: 4300,
          };
        }
      } else {
        reply = { action: 'error', message: `unsupported action ${data.action}`, code: 4300 };
      }
      requests.push(request);
      for (const waiter of waiters.filter((w) => w.count <= requests.length)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(requests[waiter.count - 1]!);
      }
      return reply;
    },
  );
  await context.route(`${LUTE_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: luteStandInHtml() }),
  );
  return {
    requests,
    closeNext: () => {
      closeNext = true;
    },
    waitForRequest: (count) =>
      requests.length >= count
        ? Promise.resolve(requests[count - 1]!)
        : new Promise((resolve) => waiters.push({ count, resolve })),
  };
}
