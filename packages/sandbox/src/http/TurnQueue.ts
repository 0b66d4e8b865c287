import { HttpError } from './HttpError';

/**
 * Runs long synchronous work (a simulate) one request at a time, each after a turn of the event
 * loop: requests that arrived meanwhile (`/health`, a payment's POST and its commit) are answered
 * between two runs instead of after all of them, and at most `maxQueued` wait (then 503).
 * Works in Node and in a Service Worker (setTimeout only).
 */
/**
 * Resolves after the event loop has polled for I/O once more: a timer, then (in Node) an
 * immediate, which runs after the poll phase that follows the timer. A bare timer or immediate
 * can run before that poll, leaving requests that arrived during the last run waiting another run.
 */
function nextPoll(): Promise<void> {
  return new Promise<void>((resolve) =>
    setTimeout(() => (typeof setImmediate === 'function' ? setImmediate(resolve) : resolve()), 0),
  );
}

export class TurnQueue {
  private last: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    readonly maxQueued: number,
    private readonly what: string,
  ) {}

  /** Waits for this request's turn; call the function returned once its work is done. */
  async enter(): Promise<() => void> {
    if (this.queued >= this.maxQueued)
      throw new HttpError(
        503,
        `${this.what}: ${this.queued} requests already queued (at most ${this.maxQueued}); try again`,
      );
    this.queued++;
    const before = this.last;
    let release = () => {};
    this.last = new Promise<void>((resolve) => (release = resolve));
    await before;
    await nextPoll();
    return () => {
      this.queued--;
      release();
    };
  }
}
