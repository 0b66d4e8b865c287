/**
 * A bench-only timeline of `POST /v2/transactions` (`POST_TRACE=1 bench/sandbox-throughput.ts`):
 * while `postTrace.on` is false (always, outside that bench) the POST path only tests the flag.
 * Times are `performance.now()` ms. Per POST (`posts`): started (`submitDurable` called, the body
 * read), prepared (decoded, txids), verified (signatures answered, in place or by the pool),
 * its block's commit started, committed (block evaluated, made, written to the log and handed to
 * the indexer), synced (an fdatasync covering it ended; the answer is written in the same turn).
 * Per block (`commits`): start, end, groups. Per fdatasync (`flushes`): start, end.
 */
export const postTrace = {
  on: false,
  posts: [] as PostTimes[],
  commits: [] as [start: number, end: number, groups: number][],
  flushes: [] as [start: number, end: number][],
};

export interface PostTimes {
  started: number;
  prepared?: number;
  verified?: number;
  commitStart?: number;
  committed?: number;
  synced?: number;
}

/** Stamps `stage` of a traced POST with the time now (nothing when the POST is not traced). */
export function markPost(trace: PostTimes | undefined, stage: Exclude<keyof PostTimes, 'started'>): void {
  if (trace !== undefined) trace[stage] = performance.now();
}

/** Runs a block's commit, stamping its POSTs' `commitStart`/`committed` and recording the block. */
export function traceCommit<T>(
  entries: readonly { readonly trace?: PostTimes | undefined }[],
  commit: () => T,
): T {
  const start = performance.now();
  for (const e of entries) if (e.trace !== undefined) e.trace.commitStart = start;
  const outcomes = commit();
  const end = performance.now();
  for (const e of entries) if (e.trace !== undefined) e.trace.committed = end;
  postTrace.commits.push([start, end, entries.length]);
  return outcomes;
}
