/**
 * Assembler speed: the largest TEAL program under the reference app-specs, assembled N times
 * (median, p10/p90, min), with its source and program sizes. Prints figures; never asserts.
 * Run: npx tsx bench/avm-assemble.ts [app-specs dir]   (RUNS=200 by default)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assemble } from '../packages/sandbox/src/avm/assemble';
import { referencePath } from '../scripts/referenceDir';

const ROOT = process.argv[2] ?? referencePath('app-specs');
const RUNS = Number(process.env.RUNS ?? 200);
const WARMUP = 20;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const programs = walk(ROOT)
  .filter((f) => f.endsWith('.teal'))
  .map((f) => ({ file: f, text: readFileSync(f, 'utf8') }));
const largest = programs.reduce((a, b) => (b.text.length > a.text.length ? b : a));
const { program, version } = assemble(largest.text);
console.log(
  `largest of ${programs.length} app-spec programs: ${relative(ROOT, largest.file)} — ${largest.text.length} chars, ${largest.text.split('\n').length} lines of TEAL v${version} → ${program.length} bytes`,
);

for (let i = 0; i < WARMUP; i++) assemble(largest.text);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  assemble(largest.text);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(
  `assemble × ${RUNS} (after ${WARMUP} warm-up): median ${pct(times, 50).toFixed(2)} ms, p10 ${pct(times, 10).toFixed(2)} ms, p90 ${pct(times, 90).toFixed(2)} ms, min ${(times[0] ?? 0).toFixed(2)} ms`,
);

// All programs once each, for scale.
const t = performance.now();
let bytes = 0;
for (const p of programs) bytes += assemble(p.text).program.length;
console.log(
  `all ${programs.length} app-spec programs once: ${(performance.now() - t).toFixed(1)} ms for ${bytes} bytes of bytecode`,
);
