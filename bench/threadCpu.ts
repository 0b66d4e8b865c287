import { pbkdf2 } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/** What a thread of the server process does, told by when it first appeared (Node 20 names none). */
export type ThreadKind = 'main' | 'node' | 'libuv pool' | 'worker';

/** One thread's CPU seconds so far, user and system (kernel) time apart. */
export interface ThreadCpu {
  tid: number;
  kind: ThreadKind;
  user: number;
  sys: number;
}

/** CPU of the process: the main thread, user and system totals (`process.cpuUsage`), every thread. */
export interface ProcessCpu {
  main: number | undefined;
  user: number;
  sys: number;
  threads: ThreadCpu[];
}

const TICK = 100; // USER_HZ: /proc's times are in 1/100 s

const taskIds = (): number[] => {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return [];
  }
};

/**
 * Per-thread CPU from Linux's `/proc/self/task/<tid>/stat` (utime, stime), each thread labelled by
 * when it was first seen: `main`; `node` for those already there when the module loaded (V8's
 * platform workers, which run GC helpers and the compiler, and node's own); `libuv pool` for those
 * `markLibuvPool` saw working (the pool that runs fdatasync and other fs calls); `worker` for every
 * later one (worker threads: the signature pool). Empty off Linux.
 */
export class ThreadCpuReader {
  private readonly kinds = new Map<number, ThreadKind>();

  constructor() {
    for (const tid of taskIds()) this.kinds.set(tid, tid === process.pid ? 'main' : 'node');
  }

  /**
   * Labels libuv's pool: the threads that spend the most CPU while it runs a burst of `pbkdf2`
   * jobs (node runs them on that pool; it is usually there already, started by the loader's fs
   * calls, so it cannot be told by when it appeared).
   */
  async markLibuvPool(): Promise<void> {
    const before = new Map(this.read().threads.map((t) => [t.tid, t.user + t.sys]));
    await Promise.all(
      Array.from(
        { length: 16 },
        () => new Promise((resolve) => pbkdf2('x', 'y', 40_000, 32, 'sha256', resolve)),
      ),
    );
    // The pool's threads (UV_THREADPOOL_SIZE, 4 by default) are the ones that did the most.
    const size = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const gained = this.read()
      .threads.filter((t) => t.kind !== 'main')
      .map((t) => ({ tid: t.tid, cpu: t.user + t.sys - (before.get(t.tid) ?? 0) }))
      .sort((a, b) => b.cpu - a.cpu);
    for (const t of gained.slice(0, size)) this.kinds.set(t.tid, 'libuv pool');
  }

  read(): ProcessCpu {
    const usage = process.cpuUsage();
    const threads: ThreadCpu[] = [];
    for (const tid of taskIds()) {
      let fields: string[];
      try {
        fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      } catch {
        continue; // ended meanwhile
      }
      if (!this.kinds.has(tid)) this.kinds.set(tid, 'worker');
      threads.push({
        tid,
        kind: this.kinds.get(tid) as ThreadKind,
        user: Number(fields[11]) / TICK,
        sys: Number(fields[12]) / TICK,
      });
    }
    const main = threads.find((t) => t.kind === 'main');
    return {
      main: main === undefined ? undefined : main.user + main.sys,
      user: usage.user / 1e6,
      sys: usage.system / 1e6,
      threads,
    };
  }
}

/**
 * What each kind of thread spent between two readings, user and system apart, per `per` units of
 * work: `main 0.512 (u 0.480 s 0.032) …`. A thread that ended between them is not counted.
 */
export function threadCpuDelta(before: ProcessCpu, after: ProcessCpu, per: number): string {
  const sums = new Map<ThreadKind, { user: number; sys: number; n: number }>();
  const was = new Map(before.threads.map((t) => [t.tid, t]));
  for (const t of after.threads) {
    const b = was.get(t.tid);
    const sum = sums.get(t.kind) ?? { user: 0, sys: 0, n: 0 };
    sum.user += t.user - (b?.user ?? 0);
    sum.sys += t.sys - (b?.sys ?? 0);
    sum.n++;
    sums.set(t.kind, sum);
  }
  const f = (x: number) => (x / per).toFixed(3);
  const order: ThreadKind[] = ['main', 'worker', 'libuv pool', 'node'];
  return order
    .filter((k) => sums.has(k))
    .map((k) => {
      const s = sums.get(k) as { user: number; sys: number; n: number };
      return `${k}${s.n > 1 ? ` ×${s.n}` : ''} ${f(s.user + s.sys)} (user ${f(s.user)}, sys ${f(s.sys)})`;
    })
    .join('; ');
}
