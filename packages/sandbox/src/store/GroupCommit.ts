/**
 * Group commit for a block store: records are written (or queued) one by one, and one flush makes
 * all of them durable. `sync` resolves once a flush that started after the records so far were
 * written has finished, so a caller is acknowledged only for what is stored; concurrent callers
 * share one flush instead of queueing one each, and whatever is written during a flush is covered
 * by a later one. Up to `maxFlushes` flushes may run at once (an fdatasync covers what was written
 * before it started, whatever else runs: the block log lets several overlap, as the disk completes
 * concurrent flushes about as fast as one); a flush that ends settles every caller it covers.
 *
 * A failed flush poisons the store for good: on Linux a failed fdatasync may have dropped the dirty
 * pages it was writing, and a later fdatasync then reports success for data that never reached the
 * disk (PostgreSQL's "fsyncgate"). So the failure is given to every caller still waiting, whatever
 * flush covers it, and to every later `sync`; flushes that end afterwards acknowledge nothing, and
 * `failure` tells the owner to refuse further writes. Only reopening (which replays what the store
 * really holds) clears it.
 */
export class GroupCommit<E extends Error = Error> {
  private written = 0;
  private synced = 0;
  /** What each running flush covers (records written before it started), in the order started. */
  private running: number[] = [];
  private waiters: Array<{ upTo: number; resolve: () => void; reject: (err: E) => void }> = [];
  private idle: Array<() => void> = [];
  private failed: E | undefined;

  /**
   * `flushWritten` makes everything written before it was called durable, then calls `done` (with
   * the error to give the waiters, if it failed). At most `maxFlushes` run at once.
   */
  constructor(
    private readonly flushWritten: (done: (err: E | null) => void) => void,
    private readonly maxFlushes = 1,
  ) {}

  /** The error of the flush that failed, once one has: nothing is acknowledged from then on. */
  get failure(): E | undefined {
    return this.failed;
  }

  /** One more record was written (or queued for the next flush). */
  wrote(): void {
    this.written++;
  }

  /** Resolves once every record written so far is durable; rejects once a flush has failed. */
  sync(): Promise<void> {
    if (this.failed !== undefined) return Promise.reject(this.failed);
    const upTo = this.written;
    if (this.synced >= upTo) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo, resolve, reject });
      this.flush();
    });
  }

  /**
   * Calls `fn` once a flush may start (at once when fewer than `maxFlushes` run, or once a flush
   * has failed): the ledger holds the groups that arrive meanwhile and makes one block of them,
   * which one flush then covers.
   */
  whenIdle(fn: () => void): void {
    if (this.running.length < this.maxFlushes || this.failed !== undefined) fn();
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
      if (err) this.failed ??= err;
      if (this.failed !== undefined) {
        const waiters = this.waiters;
        this.waiters = [];
        for (const w of waiters) w.reject(this.failed);
      } else {
        if (upTo > this.synced) this.synced = upTo;
        const done = this.waiters.filter((w) => w.upTo <= upTo);
        this.waiters = this.waiters.filter((w) => w.upTo > upTo);
        for (const w of done) w.resolve();
      }
      const idle = this.idle;
      this.idle = [];
      for (const fn of idle) fn();
      if (this.failed === undefined) this.flush();
    });
  }
}
