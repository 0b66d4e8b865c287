/**
 * Callers waiting for a round to exist (algod's `/v2/status/wait-for-block-after`): each is told
 * when a block is committed, and all are let go when the ledger closes.
 */
export class RoundWaiters {
  private readonly waiters = new Set<(closing: boolean) => void>();

  /** Resolves once `reached()` holds after a commit, on close, on `signal`'s abort, or after `timeoutMs`. */
  wait(reached: () => boolean, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (reached()) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const check = (closing: boolean) => {
        if (closing || reached()) done();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done);
      this.waiters.add(check);
    });
  }

  /** A block was committed. */
  committed(): void {
    for (const waiter of [...this.waiters]) waiter(false);
  }

  /** The ledger closes: every waiter goes. */
  close(): void {
    for (const waiter of [...this.waiters]) waiter(true);
  }
}
