/**
 * Group commit for a block store: records are written (or queued) one by one, and one flush makes
 * all of them durable. `sync` resolves once a flush that started after the records so far were
 * written has finished, so a caller is acknowledged only for what is stored; concurrent callers
 * share one flush instead of queueing one each, and whatever is written during a flush is covered
 * by a later one. Up to `maxFlushes` flushes may run at once (an fdatasync covers what was written
 * before it started, whatever else runs: the block log lets several overlap, as the disk completes
 * concurrent flushes about as fast as one); a flush that ends settles every caller it covers.
 */
export class GroupCommit {
  private written = 0;
  private synced = 0;
  /** What each running flush covers (records written before it started), in the order started. */
  private running: number[] = [];
  private waiters: Array<{ upTo: number; resolve: () => void; reject: (err: Error) => void }> = [];
  private idle: Array<() => void> = [];

  /**
   * `flushWritten` makes everything written before it was called durable, then calls `done` (with
   * the error to give the waiters, if it failed). At most `maxFlushes` run at once.
   */
  constructor(
    private readonly flushWritten: (done: (err: Error | null) => void) => void,
    private readonly maxFlushes = 1,
  ) {}

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
   * Calls `fn` once a flush may start (at once when fewer than `maxFlushes` run): the ledger holds
   * the groups that arrive meanwhile and makes one block of them, which one flush then covers.
   */
  whenIdle(fn: () => void): void {
    if (this.running.length < this.maxFlushes) fn();
    else this.idle.push(fn);
  }

  private flush(): void {
    const last = this.waiters[this.waiters.length - 1];
    const covered = this.running[this.running.length - 1] ?? 0;
    if (this.running.length >= this.maxFlushes || last === undefined || last.upTo <= covered) return;
    const upTo = this.written;
    this.running.push(upTo);
    this.flushWritten((err) => {
      this.running.splice(this.running.indexOf(upTo), 1);
      const done = this.waiters.filter((w) => w.upTo <= upTo);
      this.waiters = this.waiters.filter((w) => w.upTo > upTo);
      if (err) {
        for (const w of done) w.reject(err);
      } else {
        if (upTo > this.synced) this.synced = upTo;
        for (const w of done) w.resolve();
      }
      const idle = this.idle;
      this.idle = [];
      for (const fn of idle) fn();
      this.flush();
    });
  }
}
