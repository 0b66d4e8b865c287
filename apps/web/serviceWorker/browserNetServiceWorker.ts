/// <reference lib="webworker" />
/**
 * The Browser network's Service Worker: the whole sandbox (ledger with the AVM, algod v2, indexer
 * v2, kmd v1), stored in IndexedDB, answering the page's requests under `<base>browser-net/`. Built
 * on its own (vite.serviceWorker.ts) as one classic script, `browser-net-sw.js` next to index.html:
 * a Service Worker cannot `import()`, so the sandbox is in it statically; the page registers it only
 * when the Browser network is chosen. Every other request is left alone (no respondWith; where the
 * browser offers static routing, it never even wakes the worker).
 */
import { startBrowserSandbox, type BrowserSandbox } from '@sextant/sandbox/browser/startBrowserSandbox';
import { BROWSER_NET_PATH } from '@sextant/core/network/builtInNetworks';
import {
  BROWSER_NET_CHANNEL,
  BROWSER_NET_TAB_HEADER,
  CLAIM_MESSAGE,
  SKIP_WAITING_MESSAGE,
  type BrowserNetReplacedMessage,
  type BrowserNetReplacement,
} from '../src/app/browserNet/browserNetWorker';
import { routeBrowserNetRequest, type BrowserNetRoute } from '../src/app/browserNet/routeBrowserNetRequest';

declare const self: ServiceWorkerGlobalScope;
// Its script evaluated (the bundle's size shows here first): bench/browser-net-start.ts reads it.
performance.mark('sextant:browser-net:evaluated');

const scopePath = new URL(self.registration.scope).pathname;
let sandbox: Promise<BrowserSandbox> | undefined;

/** Started on the first request; a stopped worker starts again from IndexedDB on the next one. */
function running(): Promise<BrowserSandbox> {
  sandbox ??= startBrowserSandbox().catch((error: unknown) => {
    sandbox = undefined;
    throw error;
  });
  return sandbox;
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([self.skipWaiting(), routeOthersToNetwork(event)]));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data === CLAIM_MESSAGE) event.waitUntil(self.clients.claim());
  // Called again while waiting, skipWaiting makes the browser ask the old worker again to end as
  // soon as it is idle (see hurryWaitingWorker); once active it does nothing.
  if (event.data === SKIP_WAITING_MESSAGE) event.waitUntil(self.skipWaiting());
});
self.addEventListener('fetch', (event) => {
  const route = routeBrowserNetRequest(new URL(event.request.url), self.location.origin, scopePath);
  if (route !== undefined) event.respondWith(answer(route, event.request));
});

async function answer(route: BrowserNetRoute, request: Request): Promise<Response> {
  let net: BrowserSandbox;
  try {
    net = await running();
  } catch (error) {
    return failure(503, `the Browser network could not start: ${messageOf(error)}`);
  }
  try {
    if (route.kind === 'api') {
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const inner = new Request(`http://browser-net${route.path}`, {
        method: request.method,
        headers: request.headers,
        ...(hasBody && { body: await request.arrayBuffer() }),
      });
      return await net.fetch(route.api, inner);
    }
    return await admin(net, route.action, request);
  } catch (error) {
    return failure(500, messageOf(error));
  }
}

async function admin(net: BrowserSandbox, action: string, request: Request): Promise<Response> {
  if (request.headers.get('X-Algo-API-Token') !== net.token) return failure(401, 'Invalid API Token');
  const expected = action === 'export' ? 'GET' : 'POST';
  if (request.method !== expected) return failure(405, `${action} takes ${expected}`);
  if (action === 'export') {
    const bytes = await net.exportNetwork();
    return new Response(bytes.slice().buffer, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${net.genesisId}.sextant-net"`,
      },
    });
  }
  if (action === 'reset') {
    await net.reset();
    announce('reset', request);
    return new Response(null, { status: 204 });
  }
  try {
    await net.importNetwork(new Uint8Array(await request.arrayBuffer()));
  } catch (error) {
    return failure(400, messageOf(error));
  }
  announce('import', request);
  return new Response(null, { status: 204 });
}

/**
 * Every page of the origin may hold the old network's answers and kmd session, whichever network
 * it shows (pages on another network are not controlled by this worker): the replacement, once
 * committed, is announced on a BroadcastChannel they all hear (`listenBrowserNetReplaced`). The
 * tab that asked is named, so it does not take its own replacement for another's.
 */
function announce(action: BrowserNetReplacement, request: Request): void {
  const askedBy = request.headers.get(BROWSER_NET_TAB_HEADER) ?? '';
  const message: BrowserNetReplacedMessage = { type: 'sextant-browser-net-replaced', action, askedBy };
  const channel = new BroadcastChannel(BROWSER_NET_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

function failure(status: number, message: string): Response {
  return Response.json({ message }, { status });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Chrome's static routing: requests outside `browser-net/` go to the network without waking the worker. */
interface RouterInstallEvent extends ExtendableEvent {
  addRoutes?(rules: unknown[]): Promise<void>;
}
async function routeOthersToNetwork(event: ExtendableEvent): Promise<void> {
  const { addRoutes } = event as RouterInstallEvent;
  if (addRoutes === undefined) return;
  const ours = `${self.location.origin}${scopePath}${BROWSER_NET_PATH}/*`;
  await addRoutes
    .call(event, [{ condition: { not: { urlPattern: ours } }, source: 'network' }])
    .catch(() => undefined);
}
