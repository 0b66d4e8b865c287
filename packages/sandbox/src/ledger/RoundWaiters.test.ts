import { describe, expect, it } from 'vitest';
import { RoundWaiters } from './RoundWaiters';

const state = (p: Promise<void>) =>
  Promise.race([p.then(() => 'resolved'), new Promise((r) => setImmediate(() => r('pending')))]);

describe('RoundWaiters', () => {
  it('lets a waiter go once a commit reaches its round, not before', async () => {
    const waiters = new RoundWaiters();
    let round = 1;
    const waiting = waiters.wait(() => round >= 3, 60_000);
    round = 2;
    waiters.committed();
    expect(await state(waiting)).toBe('pending');
    round = 3;
    waiters.committed();
    expect(await state(waiting)).toBe('resolved');
  });

  it('resolves at once for a round already there, and lets every waiter go on close, abort or timeout', async () => {
    const waiters = new RoundWaiters();
    expect(await state(waiters.wait(() => true, 60_000))).toBe('resolved');
    const closed = waiters.wait(() => false, 60_000);
    const abort = new AbortController();
    const aborted = waiters.wait(() => false, 60_000, abort.signal);
    const timedOut = waiters.wait(() => false, 1);
    abort.abort();
    expect(await state(aborted)).toBe('resolved');
    expect(await state(closed)).toBe('pending');
    await timedOut;
    waiters.close();
    expect(await state(closed)).toBe('resolved');
  });
});
