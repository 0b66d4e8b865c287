/**
 * The admin API's revert and reset on a ledger of `N` payments (groups of `G`), through HTTP on a
 * sandbox in memory, then with a data dir (block log cut + fdatasync), the indexer cut back to its
 * checkpoint each time:
 * (a) snapshot at genesis, N transactions, revert: undoes all N;
 * (b) N transactions, snapshot, one more group, revert: the cost of a revert on a large ledger;
 * (c) N transactions, reset to genesis.
 * Each is run `RUNS` times (the same signed bodies are sent again after each revert); prints the
 * median and the range in ms. Figures only, never pass/fail.
 * `N=10000 G=16 RUNS=5 npx tsx bench/sandbox-revert.ts`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../packages/sandbox/src/startSandbox';
import { signChunk } from './signChunk';

const N = Number(process.env.N ?? 10_000);
const G = Number(process.env.G ?? 16);
const RUNS = Number(process.env.RUNS ?? 5);
const posts = Math.ceil(N / G);

async function scenario(dataDir: string | undefined): Promise<void> {
  const sb = await startSandbox({
    ...(dataDir !== undefined && { dataDir }),
    algodPort: 0,
    indexerPort: 0,
    kmdPort: 0,
    accounts: 5,
  });
  const keys = sb.genesisKeys.map((k) => ({ addr: k.address, sk: k.secretKey }));
  const sign = (count: number, tag: string) =>
    signChunk(keys, sb.ledger.genesisHash, { firstPost: 0, posts: count, groupSize: G, fv: 1n, tag }).bodies;
  const bodies = sign(posts, 'r');
  const extra = sign(1, 'e');
  const where = dataDir === undefined ? 'memory' : 'data dir';

  const admin = async (method: string, path: string) => {
    const res = await fetch(`${sb.algod.url}/v2/sandbox/${path}`, {
      method,
      headers: { 'X-Algo-API-Token': sb.token },
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { snapshot?: { id: string; round: string } };
  };
  /** Sends `list` with 64 in flight, so blocks hold many groups (not timed). */
  const send = async (list: readonly Uint8Array[]) => {
    let next = 0;
    const worker = async () => {
      while (next < list.length) await sb.ledger.submitDurable(list[next++] as Uint8Array);
    };
    await Promise.all(Array.from({ length: 64 }, worker));
  };
  const timed = async (fn: () => Promise<unknown>) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };

  try {
    const a: number[] = [];
    const atGenesis = (await admin('POST', 'snapshots')).snapshot as { id: string };
    let blocks = 0n;
    for (let i = 0; i < RUNS; i++) {
      await send(bodies);
      blocks = sb.ledger.latestRound();
      a.push(await timed(() => admin('POST', `snapshots/${atGenesis.id}/revert`)));
    }
    show(`${where} (a) revert of ${posts * G} txns (${blocks} blocks) to a snapshot at genesis`, a);

    const b: number[] = [];
    await send(bodies);
    const big = (await admin('POST', 'snapshots')).snapshot as { id: string; round: string };
    for (let i = 0; i < RUNS; i++) {
      await send(extra);
      b.push(await timed(() => admin('POST', `snapshots/${big.id}/revert`)));
    }
    show(`${where} (b) revert of one group of ${G} on a ledger of ${posts * G} txns`, b);

    const c: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (i > 0) await send(bodies);
      c.push(await timed(() => admin('POST', 'reset')));
    }
    show(`${where} (c) reset of ${posts * G} txns to genesis`, c);
  } finally {
    await sb.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;
const show = (label: string, xs: number[]) =>
  console.log(
    `${label}: median ${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}, ${xs.length} runs)`,
  );

await scenario(undefined);
const dir = mkdtempSync(join(tmpdir(), 'bench-revert-'));
try {
  await scenario(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
