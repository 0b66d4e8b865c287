/// <reference lib="webworker" />
/**
 * The Browser network's Service Worker: the whole sandbox (ledger with the AVM, algod v2, indexer
 * v2, kmd v1), stored in IndexedDB, answering the page's requests under `<base>browser-net/`. Built
 * on its own (vite.serviceWorker.ts) as one classic script, `browser-net-sw.js` next to index.html:
 * a Service Worker cannot `import()`, so the sandbox is in it statically; the page registers it only
 * when the Browser network is chosen. Every other request is left alone (no respondWith; where the
 * browser offers static routing, it never even wakes the worker).
 */
import {
  CorruptBlockLogError,
  ForkError,
  exportReadableBrowserNetwork,
  startBrowserSandbox,
  type BrowserSandbox,
  type BrowserStartOptions,
} from '@sextant/sandbox/browser/startBrowserSandbox';
import { BROWSER_NET_PATH, BROWSER_NET_TOKEN } from '@sextant/core/network/builtInNetworks';
import {
  BROWSER_NET_CHANNEL,
  BROWSER_NET_TAB_HEADER,
  CLAIM_MESSAGE,
  parseForkRequest,
  CORRUPT_BLOCKS_CODE,
  SKIP_WAITING_MESSAGE,
  STAGE_ASKED_MESSAGE,
  type BrowserNetAdminAction,
  type BrowserNetReplacedMessage,
  type BrowserNetReplacement,
} from '../src/app/browserNet/browserNetWorker';
import { routeBrowserNetRequest, type BrowserNetRoute } from '../src/app/browserNet/routeBrowserNetRequest';
import { stageReporter } from '../src/app/browserNet/stageReporter';

declare const self: ServiceWorkerGlobalScope;
// Its script evaluated (the bundle's size shows here first): bench/browser-net-start.ts reads it.
performance.mark('sextant:browser-net:evaluated');

const scopePath = new URL(self.registration.scope).pathname;
let sandbox: Promise<BrowserSandbox> | undefined;

// The pages hear how the start goes on the channel every page of the origin opens (a channel, not
// clients.postMessage: it reaches a page this worker does not control yet, and its post is
// synchronous, so replay progress leaves while the ledger replays). A page that asks is answered.
const channel = new BroadcastChannel(BROWSER_NET_CHANNEL);
const stages = stageReporter((message) => channel.postMessage(message));
channel.onmessage = (event: MessageEvent) => {
  if (event.data === STAGE_ASKED_MESSAGE) stages.answer();
};
stages.report({ stage: 'evaluated' });

/**
 * Started on the first request; a stopped worker starts again from IndexedDB on the next one. A
 * start that fails is forgotten, so the next request tries again (or a recovery starts it with
 * `options`, once any start under way has ended).
 */
async function running(options?: BrowserStartOptions): Promise<BrowserSandbox> {
  if (options !== undefined) while (sandbox !== undefined) await sandbox.catch(() => undefined);
  sandbox ??= startBrowserSandbox({ ...options, onStage: stages.report }).then(
    (started) => {
      stages.report({ stage: 'ready' });
      return started;
    },
    (error: unknown) => {
      sandbox = undefined;
      stages.report({ stage: 'failed', message: messageOf(error) });
      throw error;
    },
  );
  return sandbox;
}

// The worker is registered only while the Browser network is in use, and the browser starts it for
// that network's page (installing it, or for the page's navigation): its network starts then, while
// the page loads and takes control, not on the page's first request. Only where no other worker
// holds the store: a new build's worker installing beside the active one waits for its first
// request, once active (holding the store's lock before, it would hold every request the old one
// still answers, and the old one, kept busy, its activation). A start that fails is forgotten as on
// a request (`running`): the page's first request meets the failure again.
const startEarly = () => void running().catch(() => undefined);
if ((self as { serviceWorker?: ServiceWorker }).serviceWorker?.state === 'activated') startEarly();

self.addEventListener('install', (event) => {
  if (self.registration.active === null) startEarly();
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
  if (route.kind === 'admin') {
    if (request.headers.get('X-Algo-API-Token') !== BROWSER_NET_TOKEN)
      return failure(401, 'Invalid API Token');
    const expected = route.action === 'export' ? 'GET' : 'POST';
    if (request.method !== expected) return failure(405, `${route.action} takes ${expected}`);
  }
  let net: BrowserSandbox;
  try {
    net = await running();
  } catch (error) {
    if (error instanceof CorruptBlockLogError) {
      if (route.kind === 'admin') return recover(route.action, request);
      return Response.json(
        {
          message: error.message,
          code: CORRUPT_BLOCKS_CODE,
          round: error.round,
          goodAfter: error.goodAfter,
        },
        { status: 503 },
      );
    }
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

async function admin(
  net: BrowserSandbox,
  action: BrowserNetAdminAction,
  request: Request,
): Promise<Response> {
  if (action === 'repair')
    return failure(409, 'nothing to repair: the Browser network’s blocks are whole and it is running');
  if (action === 'export') return networkFile(await net.exportNetwork(), `${net.genesisId}.sextant-net`);
  if (action === 'reset') {
    await net.reset();
    announce('reset', request);
    return new Response(null, { status: 204 });
  }
  if (action === 'fork') return fork(net, request);
  try {
    await net.importNetwork(new Uint8Array(await request.arrayBuffer()));
  } catch (error) {
    return failure(400, messageOf(error));
  }
  announce('import', request);
  return new Response(null, { status: 204 });
}

/**
 * Replaces the network with a fork of the network whose algod the body names (`BrowserNetForkRequest`).
 * A remote that cannot be read changes nothing: 502 with the fork's words and its `code` ('cors'
 * when the remote answers but does not allow this origin; 504 when it did not answer in time).
 */
async function fork(net: BrowserSandbox, request: Request): Promise<Response> {
  const asked = parseForkRequest(await request.json().catch(() => undefined));
  if (asked === undefined)
    return failure(400, 'fork takes JSON {"url": "https://…", "token"?: "…", "indexerUrl"?: "https://…"}');
  try {
    await net.fork(asked);
  } catch (error) {
    if (error instanceof ForkError)
      return Response.json(
        { message: error.message, code: error.code },
        { status: error.code === 'timeout' ? 504 : 502 },
      );
    throw error;
  }
  announce('fork', request);
  return new Response(null, { status: 204 });
}

/**
 * The actions left when the stored blocks are damaged (the network refuses to start): export what is
 * readable (every block before the damage; nothing changes), repair (cut at the damage, keep and
 * replay the rest), reset (a fresh genesis) or import a file in its place. Each but export starts it.
 */
async function recover(action: BrowserNetAdminAction, request: Request): Promise<Response> {
  try {
    if (action === 'export') {
      const { bytes, genesisId, rounds } = await exportReadableBrowserNetwork();
      return networkFile(bytes, `${genesisId}-rounds-1-${rounds}.sextant-net`);
    }
    if (action === 'repair') {
      await running({ repairBlocks: true });
      return new Response(null, { status: 204 });
    }
    if (action === 'reset') await running({ replaceWith: null });
    else if (action === 'fork')
      return failure(409, 'repair or reset the Browser network before forking into it');
    else {
      const bytes = new Uint8Array(await request.arrayBuffer());
      try {
        await running({ replaceWith: bytes });
      } catch (error) {
        return failure(400, messageOf(error));
      }
    }
  } catch (error) {
    return failure(500, messageOf(error));
  }
  announce(action, request);
  return new Response(null, { status: 204 });
}

function networkFile(bytes: Uint8Array, fileName: string): Response {
  return new Response(bytes.slice().buffer, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
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
  channel.postMessage(message);
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
