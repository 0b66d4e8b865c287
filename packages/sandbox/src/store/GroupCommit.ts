/**
 * Group commit for a block store: records are written (or queued) one by one, and one flush makes
 * all of them durable. `sync` resolves once a flush that started after the records so far were
 * written has finished, so a caller is acknowledged only for what is stored; concurrent callers
 * share one flush instead of queueing one each, and whatever is written during a flush is covered
 * by the next one.
 */
export class GroupCommit {
  private written = 0;
  private synced = 0;
  private flushing = false;
  private waiters: Array<{ upTo: number; resolve: () => void; reject: (err: Error) => void }> = [];
  private idle: Array<() => void> = [];

  /**
   * `flushWritten` makes everything written before it was called durable, then calls `done` (with
   * the error to give the waiters, if it failed). It never runs twice at once.
   */
  constructor(private readonly flushWritten: (done: (err: Error | null) => void) => void) {}

  /** One more record was written (or queued for the next flush). */
  wrote(): void {
    this.written++;
  }

  /** Resolves once every record written so far is durable. */
  sync(): Promise<void> {
    const upTo = this.written;
    if (this.synced >= upTo) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      this.flush();
    });
  }

  /**
   * Calls `fn` once no flush is running (at once when none is): the ledger holds the groups that
   * arrive meanwhile and makes one block of them, which the next flush covers anyway.
   */
  whenIdle(fn: () => void): void {
    if (this.flushing) this.idle.push(fn);
    else fn();
  }

  private flush(): void {
    if (this.flushing) return;
    this.flushing = true;
    const upTo = this.written;
    this.flushWritten((err) => {
      this.flushing = false;
      const done = this.waiters.filter((w) => w.upTo <= upTo);
      this.waiters = this.waiters.filter((w) => w.upTo > upTo);
      if (err) {
        for (const w of done) w.reject(err);
      } else {
        this.synced = upTo;
        for (const w of done) w.resolve();
      }
      const idle = this.idle;
      this.idle = [];
      for (const fn of idle) fn();
      if (this.waiters.length > 0) this.flush();
    });
  }
}
