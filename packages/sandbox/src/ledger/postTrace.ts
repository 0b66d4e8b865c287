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
