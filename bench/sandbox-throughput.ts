/**
 * Sandbox throughput: payments through `POST /v2/transactions`, single and in 16-transaction groups
 * (txns/s, p50/p99 latency per POST), cold start, start with replay, memory after 100,000
 * transactions. Prints figures (and the machine's load average, since the CPU may be shared);
 * never asserts. `npx tsx bench/sandbox-throughput.ts`
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { genesisHash } from '../packages/sandbox/src/genesis/Genesis';
import { loadOrCreateGenesis } from '../packages/sandbox/src/genesis/loadOrCreateGenesis';
import { Ledger } from '../packages/sandbox/src/ledger/Ledger';
import { BlockLog } from '../packages/sandbox/src/store/BlockLog';
import { pct, postLoad } from './postLoad';
import { postTraceSummary } from './postTraceSummary';
import { type BenchKey, CHUNK_POSTS, signChunk } from './signChunk';
import { type ProcessCpu, threadCpuDelta } from './threadCpu';

const SINGLE_TXNS = Number(process.env.SINGLE_TXNS ?? 5_000);
const GROUP_TXNS = Number(process.env.GROUP_TXNS ?? 100_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
/**
 * Transactions sent before each timed load, untimed and unmeasured: `WARMUP` × 1,000 singles and
 * × 3,200 in groups (default 5; `WARMUP=0` for none). V8 keeps compiling the hot path on its own
 * threads (TurboFan) for the first few thousand POSTs: after 1,000 singles its threads still cost
 * 0.23-0.27 s of CPU per 1,000 timed singles, after 5,000 0.03-0.05, which a long-running sandbox
 * pays once.
 */
const WARMUP = process.env.WARMUP === undefined ? 5 : Number(process.env.WARMUP);
const SERVER = new URL('./sandbox-server.ts', import.meta.url).pathname;

interface Ready {
  algod: string;
  token: string;
  startMs: number;
  round: string;
}

function startServer(dataDir: string): Promise<{ child: ChildProcess; ready: Ready; spawnMs: number }> {
  const t0 = performance.now();
  const prof = process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [];
  const child = fork(SERVER, [dataDir], {
    execArgv: [
      '--expose-gc',
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      ...prof,
      '--import',
      'tsx',
    ],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as Ready, spawnMs: performance.now() - t0 }));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

function ask<T>(child: ChildProcess, message: string | object): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(message);
  });
}

async function lastRound(algod: string, token: string): Promise<bigint> {
  const res = await fetch(`${algod}/v2/status`, { headers: { 'X-Algo-API-Token': token } });
  const status = (await res.json()) as { 'last-round': number };
  return BigInt(status['last-round']);
}

/** Sends `txns` payments in POSTs of `groupSize`, untimed (every answer still checked). */
async function warmUp(ready: Ready, keys: BenchKey[], gh: Uint8Array, txns: number, groupSize: number) {
  const posts = Math.floor(txns / groupSize);
  for (let first = 0; first < posts; first += CHUNK_POSTS) {
    const fv = await lastRound(ready.algod, ready.token);
    const { bodies, txids } = signChunk(keys, gh, {
      firstPost: first,
      posts: Math.min(CHUNK_POSTS, posts - first),
      groupSize,
      fv: fv > 0n ? fv : 1n,
      tag: `w${groupSize}-`,
    });
    await postLoad(
      ready.algod,
      ready.token,
      bodies,
      CONCURRENCY,
      txids.map((t) => t[0] as string),
    );
  }
}

/** Sends `txns` payments in POSTs of `groupSize`, chunk by chunk; times and measures only the sending. */
async function timedLoad(
  child: ChildProcess,
  ready: Ready,
  keys: BenchKey[],
  gh: Uint8Array,
  txns: number,
  groupSize: number,
  tag: string,
): Promise<{ seconds: number; latencies: number[]; cpu: string; signSeconds: number; blocks: bigint }> {
  const posts = Math.floor(txns / groupSize);
  let seconds = 0;
  let signSeconds = 0;
  const latencies: number[] = [];
  let cpuAfter: ProcessCpu | undefined;
  let mainCpu = 0;
  let userCpu = 0;
  let sysCpu = 0;
  let benchCpu = 0;
  // Signing between chunks is in the client, not the server: the per-thread figures are summed
  // over the timed stretches only, so each chunk's threads are read before and after it.
  const byThread: ProcessCpu[][] = [];
  const sent: string[] = [];
  const round0 = await lastRound(ready.algod, ready.token);
  child.send('trace-start');
  for (let first = 0; first < posts; first += CHUNK_POSTS) {
    const fv = await lastRound(ready.algod, ready.token);
    const t = performance.now();
    const { bodies, txids } = signChunk(keys, gh, {
      firstPost: first,
      posts: Math.min(CHUNK_POSTS, posts - first),
      groupSize,
      fv: fv > 0n ? fv : 1n,
      tag,
    });
    signSeconds += (performance.now() - t) / 1000;
    const cpuBefore = await serverCpu(child);
    const benchBefore = process.cpuUsage();
    const load = await postLoad(
      ready.algod,
      ready.token,
      bodies,
      CONCURRENCY,
      txids.map((t) => t[0] as string),
    );
    const benchUsed = process.cpuUsage(benchBefore);
    benchCpu += (benchUsed.user + benchUsed.system) / 1e6;
    cpuAfter = await serverCpu(child);
    mainCpu += (cpuAfter.main ?? 0) - (cpuBefore.main ?? 0);
    userCpu += cpuAfter.user - cpuBefore.user;
    sysCpu += cpuAfter.sys - cpuBefore.sys;
    byThread.push([cpuBefore, cpuAfter]);
    seconds += load.seconds;
    sent.push(...txids.flat());
    latencies.push(...load.latencies);
  }
  const blocks = (await lastRound(ready.algod, ready.token)) - round0;
  if (process.env.POST_TRACE === '1') {
    const { trace } = await ask<{ trace: Parameters<typeof postTraceSummary>[0] }>(child, 'trace');
    console.log(postTraceSummary(trace, latencies));
  }
  // Every answer was 200 with its txid; each transaction sent must also be in a block.
  const { missing } = await ask<{ missing: number }>(child, { txids: sent });
  if (missing > 0) throw new Error(`${missing} of ${sent.length} transactions sent are in no block`);
  const n = posts * groupSize;
  const per = (x: number) => ((1000 * x) / n).toFixed(3);
  const main = cpuAfter?.main === undefined ? 'n/a' : per(mainCpu);
  const cpu =
    `server CPU per 1000 txns: main thread ${main} s, all threads ${per(userCpu + sysCpu)} s ` +
    `(user ${per(userCpu)}, sys ${per(sysCpu)}); bench client (this process) ${per(benchCpu)} s\n` +
    `  by thread per 1000 txns: ${threadsPer1000(byThread, n)}`;
  return { seconds, latencies, cpu, signSeconds, blocks };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function serverCpu(child: ChildProcess): Promise<ProcessCpu> {
  return (await ask<{ cpu: ProcessCpu }>(child, 'cpu')).cpu;
}

/** The timed stretches' per-thread CPU summed: each thread's time in every [before, after] pair. */
function threadsPer1000(pairs: ProcessCpu[][], txns: number): string {
  const sum = (pick: 0 | 1): ProcessCpu => {
    const threads = new Map<number, ProcessCpu['threads'][number]>();
    for (const pair of pairs)
      for (const t of (pair[pick] as ProcessCpu).threads) {
        const had = threads.get(t.tid);
        threads.set(t.tid, {
          ...t,
          user: (had?.user ?? 0) + t.user,
          sys: (had?.sys ?? 0) + t.sys,
        });
      }
    return { main: undefined, user: 0, sys: 0, threads: [...threads.values()] };
  };
  // Σ(after − before) per thread; a thread born inside a stretch has no "before" there (0).
  return threadCpuDelta(sum(0), sum(1), txns / 1000);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  try {
    // Genesis made here (the server loads it), so the bench holds the keys: bodies are signed
    // between timed chunks, where signing does not compete with the server for the CPU.
    const made = loadOrCreateGenesis(dataDir, 5);
    const gh = genesisHash(made.genesis);
    const keys = made.keys.map((k) => ({ addr: k.address, sk: k.secretKey }));
    console.log(
      `load average at start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    const first = await startServer(dataDir);
    console.log(
      `cold start (empty ledger): startSandbox ${first.ready.startMs.toFixed(0)} ms; process spawn (node + tsx) to ready ${first.spawnMs.toFixed(0)} ms`,
    );
    // SINGLE_TXNS=0 or GROUP_TXNS=0 runs only the other (a profile of one kind of load).
    const warm = { single: Math.round(1000 * WARMUP), grouped: Math.round(3200 * WARMUP) };
    if (SINGLE_TXNS > 0 && warm.single > 0) await warmUp(first.ready, keys, gh, warm.single, 1);
    const single =
      SINGLE_TXNS > 0 ? await timedLoad(first.child, first.ready, keys, gh, SINGLE_TXNS, 1, 's') : undefined;
    if (single !== undefined)
      console.log(
        `single txns: ${SINGLE_TXNS} in ${single.seconds.toFixed(2)} s = ${(SINGLE_TXNS / single.seconds).toFixed(0)} txns/s in ${single.blocks} blocks; latency p50 ${pct(single.latencies, 50)} ms, p99 ${pct(single.latencies, 99)} ms (concurrency ${CONCURRENCY}); ${single.cpu}`,
      );
    if (GROUP_TXNS === 0) {
      first.child.send('stop');
      await new Promise((r) => first.child.once('exit', r));
      return;
    }
    if (warm.grouped > 0) await warmUp(first.ready, keys, gh, warm.grouped, 16);
    const grouped = await timedLoad(first.child, first.ready, keys, gh, GROUP_TXNS, 16, 'g');
    console.log(
      `16-txn groups: ${GROUP_TXNS} txns in ${grouped.seconds.toFixed(2)} s = ${(GROUP_TXNS / grouped.seconds).toFixed(0)} txns/s in ${grouped.blocks} blocks; latency per group p50 ${pct(grouped.latencies, 50)} ms, p99 ${pct(grouped.latencies, 99)} ms; ${grouped.cpu}`,
    );
    console.log(
      `(signing between chunks, not timed: ${((single?.signSeconds ?? 0) + grouped.signSeconds).toFixed(1)} s)`,
    );

    console.log(
      `load average after the load: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    const total = SINGLE_TXNS + GROUP_TXNS + (SINGLE_TXNS > 0 ? warm.single : 0) + warm.grouped;
    const { memory } = await ask<{ memory: NodeJS.MemoryUsage }>(first.child, 'mem');
    console.log(
      `memory after ${total} txns (after GC): rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}, external ${mb(memory.external)}; block log ${mb(statSync(join(dataDir, 'blocks.log')).size)}`,
    );
    first.child.send('stop');
    await new Promise((r) => first.child.once('exit', r));

    const second = await startServer(dataDir);
    console.log(
      `restart with replay of ${second.ready.round} blocks / ${total} txns: startSandbox ${second.ready.startMs.toFixed(0)} ms; spawn to ready ${second.spawnMs.toFixed(0)} ms`,
    );
    second.child.send('stop');
    await new Promise((r) => second.child.once('exit', r));
    // The ledger's own replay, without the indexer's catch-up that startSandbox also does.
    const replayStart = performance.now();
    const ledger = await Ledger.open({ genesis: made.genesis, blocks: BlockLog.openDir(dataDir) });
    console.log(
      `  of which ledger replay alone (Ledger.open): ${(performance.now() - replayStart).toFixed(0)} ms for round ${ledger.latestRound()}`,
    );
    await ledger.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
