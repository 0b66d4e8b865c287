import { SKIP_WAITING_MESSAGE } from './browserNetWorker';

/** How often a page asks a waiting worker to take over, and for how long at most after it appeared. */
export const HURRY_INTERVAL_MS = 2_000;
export const HURRY_FOR_MS = 120_000;

/** The part of a ServiceWorkerRegistration this reads. */
export type HurriedRegistration = Pick<ServiceWorkerRegistration, 'installing' | 'waiting'> &
  Pick<EventTarget, 'addEventListener'>;

/**
 * A newer build's worker installs, calls skipWaiting, and waits for the old worker to finish what
 * it is handling. Chromium asks the old worker to end "as soon as idle" when the new one has
 * installed, but only if the old one is running at that moment, and a restart clears the request.
 * If a request lands as the old worker stops, the browser starts it again, and the new one finishes
 * installing while the old one is starting: the new one then waits until the old one has been idle
 * for its whole idle delay (30 s) — never, on a screen that asks for the tip every few seconds — or
 * until Chromium's limit of five minutes. A skipWaiting called by the waiting worker asks again,
 * once (Chromium acts on the first call made while it waits).
 *
 * So, from the moment a newer worker of ours appears (`updatefound`, or already there when this
 * starts), every HURRY_INTERVAL_MS while it waits, the page has the old worker answer a request
 * (`ping`: it is then running) and asks the waiting one to skip waiting. It stops once nothing is
 * installing or waiting, or after HURRY_FOR_MS. Only our own worker is asked (`isOurs`).
 */
export function hurryWaitingWorker(
  registration: HurriedRegistration,
  isOurs: (worker: ServiceWorker | null) => boolean,
  ping: () => Promise<unknown>,
): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let until = 0;
  let asking = false;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const ask = async (waiting: ServiceWorker) => {
    asking = true;
    try {
      await ping().catch(() => undefined);
      if (registration.waiting === waiting) waiting.postMessage(SKIP_WAITING_MESSAGE);
    } finally {
      asking = false;
    }
  };
  const tick = () => {
    const { waiting, installing } = registration;
    if (Date.now() >= until) stop();
    else if (waiting !== null && isOurs(waiting)) {
      if (!asking) void ask(waiting);
    } else if (installing === null) stop();
  };
  const start = () => {
    until = Date.now() + HURRY_FOR_MS;
    timer ??= setInterval(tick, HURRY_INTERVAL_MS);
    tick();
  };
  registration.addEventListener('updatefound', start);
  if (registration.waiting !== null || registration.installing !== null) start();
}
