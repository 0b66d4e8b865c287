// The server's drawing of first screens, in a thread of its own (scripts/serveDist.ts starts it):
// React's renderToString holds its thread for tens of milliseconds per page, and in the server's
// own thread the page's scripts, asked for as soon as its head arrives, waited behind it.
// workerData.entry: the built renderer (apps/web/dist-server/renderFirstScreen.js). Posts
// `{ ready: true }` once every drawn screen's code is loaded, then answers each `{ id, request,
// limitMs }` with `{ id, screen }` (undefined: not drawn).
import { parentPort, workerData } from 'node:worker_threads';

const { renderFirstScreen, warmFirstScreens } = await import(workerData.entry);
await warmFirstScreens();
parentPort.on('message', async ({ id, request, limitMs }) => {
  let screen;
  try {
    screen = await renderFirstScreen(request, AbortSignal.timeout(limitMs));
  } catch {
    screen = undefined;
  }
  parentPort.postMessage({ id, screen });
});
parentPort.postMessage({ ready: true });
