/**
 * Sums the allocation profile `BENCH_ALLOC=<file>` has the throughput bench's server write (V8's
 * sampling heap profiler with collected objects kept: what the POST path allocates, garbage
 * included): the functions that allocate most, as shares of all bytes sampled, and for each of
 * `PARENTS=f,g` (default `subarray`) the two callers above it.
 * `npx tsx bench/sandbox-allocs.ts <file> [top=25]`
 */
import { readFileSync } from 'node:fs';

interface Node {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: Node[];
}

const [file, topArg] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: sandbox-allocs.ts <file> [top]');
const top = Number(topArg ?? 25);
const head = (JSON.parse(readFileSync(file, 'utf8')) as { head: Node }).head;
const name = (n: Node) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop() ?? ''}`;
const parents = (process.env.PARENTS ?? 'subarray').split(',');

const self = new Map<string, number>();
const callers = new Map<string, Map<string, number>>();
let total = 0;
const walk = (n: Node, chain: string[]): void => {
  total += n.selfSize;
  self.set(name(n), (self.get(name(n)) ?? 0) + n.selfSize);
  if (parents.includes(n.callFrame.functionName)) {
    const by = callers.get(n.callFrame.functionName) ?? new Map<string, number>();
    const key = chain.slice(-2).join(' < ');
    by.set(key, (by.get(key) ?? 0) + n.selfSize);
    callers.set(n.callFrame.functionName, by);
  }
  for (const c of n.children) walk(c, [...chain, name(n)]);
};
walk(head, []);
const share = (x: number) => `${((100 * x) / total).toFixed(1).padStart(6)} %`;
console.log(`${(total / 1e6).toFixed(1)} MB sampled; self:`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${share(v)}  ${k}`);
for (const [fn, by] of callers) {
  console.log(`${fn} called from:`);
  for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`${share(v)}  ${k}`);
}
