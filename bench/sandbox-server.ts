/**
 * The sandbox under benchmark, in its own process (so the load generator does not share its event
 * loop): `node --expose-gc --import tsx bench/sandbox-server.ts <dataDir>`. Reports over IPC:
 * `{ready, algod, token, startMs}` once listening, `{memory}` (after a GC) when sent 'mem', and
 * `{cpu}` (CPU seconds so far: main thread, user and system, per thread: `threadCpu`) when sent
 * 'cpu', `{trace}` (`postTrace`'s POST timelines since 'trace-start', with `POST_TRACE=1`) when
 * sent 'trace', and `{missing}` (how many of the txids sent are in no block) when sent `{txids}`. With
 * `BENCH_PROF` set (the bench profiles this process into that folder) it writes there, on 'stop',
 * `marks-<pid>.json`: the monotonic times (µs, the profiles' clock) of each 'cpu' asked, which
 * `sandbox-profile.ts` pairs into the timed stretches.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { postTrace } from '../packages/sandbox/src/ledger/postTrace';
import { startSandbox } from '../packages/sandbox/src/startSandbox';
import { ThreadCpuReader } from './threadCpu';

const dataDir = process.argv[2];
if (dataDir === undefined || process.send === undefined)
  throw new Error('usage: fork sandbox-server.ts <dataDir>');
const threads = new ThreadCpuReader();
const started = performance.now();
const sb = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
const startMs = performance.now() - started;
process.send({
  ready: true,
  algod: sb.algod.url,
  token: sb.token,
  startMs,
  round: String(sb.ledger.latestRound()),
});
/** How many of `txids` no block of the ledger holds. */
function missing(txids: readonly string[]): number {
  const held = new Set<string>();
  for (let r = 1n; r <= sb.ledger.latestRound(); r++)
    for (const t of sb.ledger.blockTxids(r) ?? []) held.add(t);
  return txids.filter((t) => !held.has(t)).length;
}

// `BENCH_ALLOC=<file>`: what is allocated from here on, garbage included (V8's sampling heap
// profiler, one sample per 4 KiB), written there on 'mem'; `bench/sandbox-allocs.ts` sums it.
const alloc = new Session();
if (process.env.BENCH_ALLOC) {
  alloc.connect();
  alloc.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
}
// After the ready line, so the cold start's spawn-to-ready time does not include it.
const poolMarked = threads.markLibuvPool();
const marks: number[] = [];
process.on('message', (m) => {
  if (typeof m === 'object' && m !== null && 'txids' in m)
    process.send?.({ missing: missing((m as { txids: string[] }).txids) });
  if (m === 'cpu')
    void poolMarked.then(() => {
      marks.push(Number(process.hrtime.bigint() / 1000n));
      process.send?.({ cpu: threads.read() });
    });
  // `POST_TRACE=1`: the POSTs' timelines (`postTrace`), cleared on 'trace-start', sent on 'trace'.
  if (m === 'trace-start') {
    postTrace.on = process.env.POST_TRACE === '1';
    postTrace.posts = [];
    postTrace.commits = [];
    postTrace.flushes = [];
  }
  if (m === 'trace') {
    process.send?.({ trace: postTrace });
    postTrace.on = false;
  }
  if (m === 'mem' && process.env.BENCH_ALLOC) {
    const file = process.env.BENCH_ALLOC;
    alloc.post('HeapProfiler.stopSampling', (err, r) =>
      writeFileSync(file, JSON.stringify(r?.profile ?? err)),
    );
  }
  if (m === 'mem') {
    (globalThis as { gc?: () => void }).gc?.();
    // `BENCH_HEAP=<file>`: a heap snapshot there too (what the heap keeps per transaction).
    if (process.env.BENCH_HEAP) writeHeapSnapshot(process.env.BENCH_HEAP);
    process.send?.({ memory: process.memoryUsage() });
  }
  if (m === 'stop') {
    const prof = process.env.BENCH_PROF;
    if (prof) writeFileSync(join(prof, `marks-${process.pid}.json`), JSON.stringify(marks));
    void sb.stop().then(() => process.exit(0));
  }
});
