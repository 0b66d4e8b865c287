/**
 * The ledger alone, without HTTP or the indexer: payments through `Ledger.submitDurable` (decode,
 * verify on the signature workers, evaluate, block, log write and fdatasync), `N` transactions in
 * groups of `G`, four in flight. Prints txn/s and the CPU seconds per 1,000 transactions of the main
 * thread and of all threads, which are steadier than txn/s on a shared machine.
 * `N=16000 G=16 npx tsx bench/sandbox-ledger.ts`
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { genesisHash } from '../packages/sandbox/src/genesis/Genesis';
import { loadOrCreateGenesis } from '../packages/sandbox/src/genesis/loadOrCreateGenesis';
import { Ledger } from '../packages/sandbox/src/ledger/Ledger';
import { BlockLog } from '../packages/sandbox/src/store/BlockLog';
import { CHUNK_POSTS, signChunk } from './signChunk';

const N = Number(process.env.N ?? 32000);
const G = Number(process.env.G ?? 16);
const dir = mkdtempSync(join(tmpdir(), 'fid-inproc-'));
const made = loadOrCreateGenesis(dir, 5);
const gh = genesisHash(made.genesis);
const keys = made.keys.map((k) => ({ addr: k.address, sk: k.secretKey }));
const ledger = await Ledger.open({ genesis: made.genesis, blocks: BlockLog.openDir(dir) });
const mainCpu = () => {
  const f = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
const posts = Math.floor(N / G);
const round0 = ledger.latestRound();
let all = 0;
let main = 0;
let s = 0;
for (let first = 0; first < posts; first += CHUNK_POSTS) {
  const round = ledger.latestRound();
  const { bodies } = signChunk(keys, gh, {
    firstPost: first,
    posts: Math.min(CHUNK_POSTS, posts - first),
    groupSize: G,
    fv: round > 0n ? round : 1n,
    tag: 'x',
  });
  const c0 = process.cpuUsage();
  const m0 = mainCpu();
  const t0 = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const b = bodies[next++]!;
      await ledger.submitDurable(b);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  s += (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  all += (c.user + c.system) / 1e6;
  main += mainCpu() - m0;
}
console.log(
  `G=${G}: ${N} txns in ${s.toFixed(2)} s = ${(N / s).toFixed(0)} txn/s in ${ledger.latestRound() - round0} blocks; CPU per 1000 txns: main thread ${((1000 * main) / N).toFixed(3)} s, all threads ${((1000 * all) / N).toFixed(3)} s`,
);
await ledger.close();
rmSync(dir, { recursive: true, force: true });
