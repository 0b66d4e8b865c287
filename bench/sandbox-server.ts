/**
 * The sandbox under benchmark, in its own process (so the load generator does not share its event
 * loop): `node --expose-gc --import tsx bench/sandbox-server.ts <dataDir>`. Reports over IPC:
 * `{ready, algod, token, startMs}` once listening, `{memory}` (after a GC) when sent 'mem', and
 * `{cpu}` (CPU seconds so far: main thread, all threads) when sent 'cpu', and `{missing}` (how many
 * of the txids sent are in no block) when sent `{txids}`.
 */
import { readFileSync } from 'node:fs';
import { startSandbox } from '../packages/sandbox/src/startSandbox';

const dataDir = process.argv[2];
if (dataDir === undefined || process.send === undefined)
  throw new Error('usage: fork sandbox-server.ts <dataDir>');
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
/** CPU seconds of the main thread (Linux /proc; undefined elsewhere) and of the whole process. */
function cpu(): { main: number | undefined; all: number } {
  const usage = process.cpuUsage();
  let main: number | undefined;
  try {
    const fields =
      readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    main = (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    main = undefined;
  }
  return { main, all: (usage.user + usage.system) / 1e6 };
}

/** How many of `txids` no block of the ledger holds. */
function missing(txids: readonly string[]): number {
  const held = new Set<string>();
  for (let r = 1n; r <= sb.ledger.latestRound(); r++)
    for (const t of sb.ledger.blockTxids(r) ?? []) held.add(t);
  return txids.filter((t) => !held.has(t)).length;
}

process.on('message', (m) => {
  if (typeof m === 'object' && m !== null && 'txids' in m)
    process.send?.({ missing: missing((m as { txids: string[] }).txids) });
  if (m === 'cpu') process.send?.({ cpu: cpu() });
  if (m === 'mem') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ memory: process.memoryUsage() });
  }
  if (m === 'stop') void sb.stop().then(() => process.exit(0));
});
