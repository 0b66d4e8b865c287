/**
 * Reads the CPU profiles the throughput bench writes with `BENCH_PROF=<dir>` (one `.cpuprofile` per
 * thread: the server's main thread and its signature worker, the bench client) and prints, per
 * profile, the functions with the most self time and the inclusive time of the POST path's stages,
 * as shares of the thread's non-idle samples. Only the samples inside the timed stretches count
 * (the server's `marks-<pid>.json`: the bench reads the server's CPU before and after each chunk
 * it sends), so start-up, module loading and signing between chunks stay out; a profile without
 * marks (the restart's) is skipped. `CALLEES=f,g` (default `commitBlock,submitDurable`) also lists
 * where those functions' time goes, callee by callee. `npx tsx bench/sandbox-profile.ts <dir> [top=15]`
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The POST path's stages, by function name: inclusive time tells what each costs in all. */
const STAGES = [
  'postTransactionsFast',
  'submitDurable',
  'prepareTxGroup',
  'decodeCanonical',
  'singleSignatureChecks',
  'verifyHere',
  'ed25519Verify',
  'commitBlock',
  'add', // BlockCandidate.add: verify and evaluate one group
  'evalGroup',
  'makeBlock',
  'toBlockTxn',
  'encodeBlockTxn',
  'txnCommitments',
  'addBlock', // the indexer
  'txidStrings',
  'append',
  'encodeFrame',
  'writeSync',
  'sync',
  'fdatasync',
  'send', // SignaturePool.send: pack and post
  'postMessage',
  '(garbage collector)',
];

/** Functions whose direct callees are listed (where their inclusive time goes). */
const CALLEES = new Set((process.env.CALLEES ?? 'commitBlock,submitDurable').split(','));

const IDLE = new Set(['(idle)', '(program)', '(root)']);

function frameName(n: ProfileNode): string {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url === '' ? '' : ` ${basename(url)}:${lineNumber + 1}`;
  return `${functionName || '(anonymous)'}${file}`;
}

/** Whether monotonic time `t` (µs) is inside one of the [before, after] stretches. */
const inside = (stretches: number[], t: number) => {
  for (let i = 0; i + 1 < stretches.length; i += 2)
    if (t >= (stretches[i] as number) && t <= (stretches[i + 1] as number)) return true;
  return false;
};

function summarize(path: string, stretches: number[], top: number): void {
  const p = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  /** Per function of `CALLEES`: the inclusive time of each function it called directly. */
  const callees = new Map<string, Map<string, number>>();
  let busy = 0;
  let t = p.startTime;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    t += dt;
    if (!inside(stretches, t)) return;
    const node = byId.get(id) as ProfileNode;
    if (IDLE.has(node.callFrame.functionName)) return;
    busy += dt;
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + dt);
    const seen = new Set<string>();
    let below: ProfileNode | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at) as ProfileNode;
      const fn = frame.callFrame.functionName;
      if (!seen.has(fn)) {
        seen.add(fn);
        inclusive.set(fn, (inclusive.get(fn) ?? 0) + dt);
        if (CALLEES.has(fn)) {
          const callee = below === undefined ? '(self)' : frameName(below);
          const m = callees.get(fn) ?? new Map<string, number>();
          m.set(callee, (m.get(callee) ?? 0) + dt);
          callees.set(fn, m);
        }
      }
      below = frame;
    }
  });
  const pct = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)} %`;
  console.log(`\n${basename(path)}: ${(busy / 1e6).toFixed(2)} s of non-idle samples`);
  console.log('  self time:');
  for (const [name, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`    ${pct(t)}  ${name}`);
  const stages = STAGES.filter((s) => inclusive.has(s));
  if (stages.length > 0) {
    console.log('  inclusive:');
    for (const s of stages) console.log(`    ${pct(inclusive.get(s) as number)}  ${s}`);
  }
  for (const [fn, m] of callees) {
    console.log(`  ${fn} calls (inclusive):`);
    for (const [name, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`    ${pct(t)}  ${name}`);
  }
}

const [dir, topArg] = process.argv.slice(2);
if (dir === undefined) throw new Error('usage: sandbox-profile.ts <dir of .cpuprofile> [top]');
for (const f of readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .sort()) {
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile
  const pid = f.split('.')[3];
  const marks = join(dir, `marks-${pid}.json`);
  if (!existsSync(marks)) continue;
  summarize(join(dir, f), JSON.parse(readFileSync(marks, 'utf8')) as number[], Number(topArg ?? 15));
}
