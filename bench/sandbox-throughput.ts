/**
 * Sandbox throughput: payments through `POST /v2/transactions`, single and in 16-transaction groups
 * (txns/s, p50/p99 latency per POST), cold start, start with replay, memory after 100,000
 * transactions. Prints figures; never asserts. `npx tsx bench/sandbox-throughput.ts`
 */
import algosdk from 'algosdk';
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { genesisHash } from '../packages/sandbox/src/genesis/Genesis';
import { loadOrCreateGenesis } from '../packages/sandbox/src/genesis/loadOrCreateGenesis';
import { Ledger } from '../packages/sandbox/src/ledger/Ledger';
import { fastSign as signTxn } from '../packages/sandbox/test/support/fastSign';
import { pct, postLoad } from './postLoad';

const SINGLE_TXNS = Number(process.env.SINGLE_TXNS ?? 5_000);
const GROUP_TXNS = Number(process.env.GROUP_TXNS ?? 100_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
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
    execArgv: ['--expose-gc', ...prof, '--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as Ready, spawnMs: performance.now() - t0 }));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(message);
  });
}

interface Key {
  addr: string;
  sk: Uint8Array;
}

/** Pre-signed bodies, so signing does not compete with the server for the CPU while timing. */
function makeBodies(
  keys: Key[],
  genesisHash: Uint8Array,
  count: number,
  groupSize: number,
  firstRound: bigint,
  tag: string,
): Uint8Array[] {
  const bodies: Uint8Array[] = [];
  for (let k = 0; k < count / groupSize; k++) {
    // Each POST makes one block: its round is about firstRound + k; keep it well inside the window.
    const est = firstRound + BigInt(k);
    const fv = est > 400n ? est - 400n : 1n;
    const sp = {
      fee: 1000n,
      minFee: 1000n,
      flatFee: true,
      firstValid: fv,
      lastValid: fv + 1000n,
      genesisID: 'sandnet-v1',
      genesisHash,
    };
    const sender = keys[k % keys.length] as Key;
    const receiver = keys[(k + 1) % keys.length] as Key;
    const txns = Array.from({ length: groupSize }, (_, i) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: sender.addr,
        receiver: receiver.addr,
        amount: 1 + i,
        note: new TextEncoder().encode(`${tag}${k}`),
        suggestedParams: sp,
      }),
    );
    if (groupSize > 1) algosdk.assignGroupID(txns);
    bodies.push(Buffer.concat(txns.map((t) => signTxn(t, sender.sk))));
  }
  return bodies;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

interface Cpu {
  main: number | undefined;
  all: number;
}

async function serverCpu(child: ChildProcess): Promise<Cpu> {
  return (await ask<{ cpu: Cpu }>(child, 'cpu')).cpu;
}

/**
 * Server CPU seconds per 1,000 transactions, main thread and all threads: on a shared machine txn/s
 * moves with the neighbours' load, CPU time per transaction much less.
 */
function cpuPer(from: Cpu, to: Cpu, txns: number): string {
  const main =
    from.main === undefined || to.main === undefined
      ? 'n/a'
      : ((1000 * (to.main - from.main)) / txns).toFixed(3);
  return `server CPU per 1000 txns: main thread ${main} s, all threads ${((1000 * (to.all - from.all)) / txns).toFixed(3)} s`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  try {
    // Genesis made here (the server loads it), so every body is signed before the server starts:
    // signing must not compete for the CPU, and idle gaps would only time out keep-alive sockets.
    const made = loadOrCreateGenesis(dataDir, 5);
    const gh = genesisHash(made.genesis);
    const keys = made.keys.map((k) => ({ addr: k.address, sk: k.secretKey }));
    const t = performance.now();
    const singles = makeBodies(keys, gh, SINGLE_TXNS, 1, 1n, 's');
    const groups = makeBodies(keys, gh, GROUP_TXNS, 16, BigInt(SINGLE_TXNS) + 1n, 'g');
    console.log(
      `signed ${SINGLE_TXNS} single and ${GROUP_TXNS} grouped payments in ${((performance.now() - t) / 1000).toFixed(1)} s (not timed)`,
    );

    const first = await startServer(dataDir);
    console.log(
      `cold start (empty ledger): startSandbox ${first.ready.startMs.toFixed(0)} ms; process spawn (node + tsx) to ready ${first.spawnMs.toFixed(0)} ms`,
    );
    const cpu0 = await serverCpu(first.child);
    const single = await postLoad(first.ready.algod, first.ready.token, singles, CONCURRENCY);
    const cpu1 = await serverCpu(first.child);
    console.log(
      `single txns: ${SINGLE_TXNS} in ${single.seconds.toFixed(2)} s = ${(SINGLE_TXNS / single.seconds).toFixed(0)} txns/s; latency p50 ${pct(single.latencies, 50)} ms, p99 ${pct(single.latencies, 99)} ms (concurrency ${CONCURRENCY}); ${cpuPer(cpu0, cpu1, SINGLE_TXNS)}`,
    );
    const grouped = await postLoad(first.ready.algod, first.ready.token, groups, CONCURRENCY);
    const cpu2 = await serverCpu(first.child);
    console.log(
      `16-txn groups: ${GROUP_TXNS} txns in ${grouped.seconds.toFixed(2)} s = ${(GROUP_TXNS / grouped.seconds).toFixed(0)} txns/s; latency per group p50 ${pct(grouped.latencies, 50)} ms, p99 ${pct(grouped.latencies, 99)} ms; ${cpuPer(cpu1, cpu2, GROUP_TXNS)}`,
    );

    const { memory } = await ask<{ memory: NodeJS.MemoryUsage }>(first.child, 'mem');
    console.log(
      `memory after ${SINGLE_TXNS + GROUP_TXNS} txns (after GC): rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}, external ${mb(memory.external)}; block log ${mb(statSync(join(dataDir, 'blocks.log')).size)}`,
    );
    first.child.send('stop');
    await new Promise((r) => first.child.once('exit', r));

    const second = await startServer(dataDir);
    console.log(
      `restart with replay of ${second.ready.round} blocks / ${SINGLE_TXNS + GROUP_TXNS} txns: startSandbox ${second.ready.startMs.toFixed(0)} ms; spawn to ready ${second.spawnMs.toFixed(0)} ms`,
    );
    second.child.send('stop');
    await new Promise((r) => second.child.once('exit', r));
    // The ledger's own replay, without the indexer's catch-up that startSandbox also does.
    const replayStart = performance.now();
    const ledger = await Ledger.open({ genesis: made.genesis, dataDir });
    console.log(
      `  of which ledger replay alone (Ledger.open): ${(performance.now() - replayStart).toFixed(0)} ms for round ${ledger.latestRound()}`,
    );
    await ledger.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
