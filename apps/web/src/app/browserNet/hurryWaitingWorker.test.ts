import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING_MESSAGE } from './browserNetWorker';
import { HURRY_FOR_MS, HURRY_INTERVAL_MS, hurryWaitingWorker } from './hurryWaitingWorker';

/** What the old worker and the waiting one were asked, in order. */
let log: string[];

/** A worker that logs what it is sent; `ours` says whether its script is the Browser network's. */
function worker(name: string, ours = true) {
  const w = { ours, postMessage: (message: unknown) => log.push(`${name}: ${String(message)}`) };
  return w as typeof w & ServiceWorker;
}

/** A registration whose installing and waiting workers the test moves, as the browser would. */
class FakeRegistration extends EventTarget {
  installing: ServiceWorker | null = null;
  waiting: ServiceWorker | null = null;
}

const isOurs = (w: ServiceWorker | null) => (w as { ours?: boolean } | null)?.ours === true;
/** The old worker answers a request after 100 ms. */
const ping = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      log.push('ping');
      resolve();
    }, 100),
  );

beforeEach(() => {
  log = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hurryWaitingWorker', () => {
  it('has the old worker answer, then asks the waiting one to skip waiting, until it is active', async () => {
    const registration = new FakeRegistration();
    hurryWaitingWorker(registration, isOurs, ping);
    const next = worker('next');
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    // Installing: nothing to ask yet, but the page keeps looking.
    await vi.advanceTimersByTimeAsync(HURRY_INTERVAL_MS);
    expect(log).toEqual([]);
    registration.installing = null;
    registration.waiting = next;
    await vi.advanceTimersByTimeAsync(2 * HURRY_INTERVAL_MS + 100);
    const asked = ['ping', `next: ${SKIP_WAITING_MESSAGE}`];
    expect(log).toEqual([...asked, ...asked]);
    // Active: nothing installing or waiting, so the page stops asking.
    registration.waiting = null;
    await vi.advanceTimersByTimeAsync(HURRY_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(log).toHaveLength(4);
  });

  it('asks at once a worker already waiting when the page starts, and not one that went meanwhile', async () => {
    const registration = new FakeRegistration();
    registration.waiting = worker('next');
    hurryWaitingWorker(registration, isOurs, ping);
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['ping', `next: ${SKIP_WAITING_MESSAGE}`]);

    const gone = new FakeRegistration();
    gone.waiting = worker('gone');
    log = [];
    hurryWaitingWorker(gone, isOurs, ping);
    gone.waiting = null;
    await vi.advanceTimersByTimeAsync(100);
    expect(log).toEqual(['ping']);
  });

  it('asks even when the old worker does not answer, gives up after HURRY_FOR_MS, and never asks a worker not ours', async () => {
    const registration = new FakeRegistration();
    registration.waiting = worker('next');
    hurryWaitingWorker(registration, isOurs, () => Promise.reject(new Error('unreachable')));
    await vi.advanceTimersByTimeAsync(HURRY_FOR_MS + 5 * HURRY_INTERVAL_MS);
    expect(log).toHaveLength(HURRY_FOR_MS / HURRY_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);

    log = [];
    registration.waiting = worker('stranger', false);
    registration.dispatchEvent(new Event('updatefound'));
    await vi.advanceTimersByTimeAsync(2 * HURRY_INTERVAL_MS);
    expect(log).toEqual([]);
  });

  it('does nothing, and keeps no timer, when no newer worker is installing or waiting', () => {
    const registration = new FakeRegistration();
    hurryWaitingWorker(registration, isOurs, ping);
    expect(vi.getTimerCount()).toBe(0);
    registration.dispatchEvent(new Event('updatefound'));
    expect(vi.getTimerCount()).toBe(0);
  });
});
