/**
 * AVM evaluator speed: ops/s for tight loops of uint64 arithmetic, byte ops and sha256, run as an
 * app call with a budget large enough for the loop, and app runs/s for a short program (what a
 * block's app calls cost beyond their opcodes). Medians of REPS runs in CPU time (the process's
 * user + system time: steadier than wall time on a shared machine). Prints figures; never asserts.
 * Run: npx tsx bench/avm-eval.ts   (REPS=7 by default)
 */
import { assemble } from '../packages/sandbox/src/avm/assemble';
import { AppGroup } from '../packages/sandbox/src/avm/eval/AvmGroup';
import { DEFAULT_AVM_PARAMS } from '../packages/sandbox/src/avm/eval/AvmParams';
import { emptyApplyData, EvalTxn } from '../packages/sandbox/src/avm/eval/EvalTxn';
import { FakeLedger } from '../packages/sandbox/src/avm/eval/testing/FakeLedger';

const APP = 1001n;

function run(program: Uint8Array): { ops: number; cost: number } {
  const ledger = new FakeLedger();
  ledger.createApp(APP, new Uint8Array(32), program);
  const txn = Object.assign(new EvalTxn(), {
    type: 'appl',
    applicationId: APP,
    firstValid: 1n,
    lastValid: 100n,
  });
  const group = new AppGroup({
    txns: [txn],
    txids: [new Uint8Array(32)],
    ledger,
    applyData: [emptyApplyData()],
    params: { ...DEFAULT_AVM_PARAMS, maxAppProgramCost: 2_000_000_000 },
  });
  const before = group.remainingBudget;
  if (!group.run(0, APP, program)) throw new Error('program rejected');
  const steps = before - group.remainingBudget;
  return { ops: steps, cost: steps };
}

/** A loop of `body` (which must leave the stack as it found it) running `n` times. */
function loop(body: string, n: number): Uint8Array {
  return assemble(`#pragma version 11
int ${n}
store 0
loop:
${body}
load 0
int 1
-
dup
store 0
bnz loop
int 1`).program;
}

interface Case {
  readonly name: string;
  readonly program: Uint8Array;
  /** Opcodes executed per iteration (cost is not ops for hashes). */
  readonly opsPerIter: number;
  readonly iters: number;
}

const REPS = Number(process.env.REPS ?? 7);

/** CPU seconds `fn` took (user + system of the whole process). */
function cpuSeconds(fn: () => void): number {
  const before = process.cpuUsage();
  fn();
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1e6;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

const cases: Case[] = [
  {
    name: 'uint64 arithmetic',
    program: loop('int 7\nint 5\n+\nint 3\n*\nint 2\n/\npop', 200_000),
    opsPerIter: 14,
    iters: 200_000,
  },
  {
    name: 'byte ops',
    program: loop('byte 0x0102030405060708\nbyte 0xaabb\nconcat\nextract 2 4\nlen\npop', 200_000),
    opsPerIter: 12,
    iters: 200_000,
  },
  {
    name: 'sha256 (32 bytes)',
    program: loop(
      'byte 0x00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\nsha256\npop',
      50_000,
    ),
    opsPerIter: 9,
    iters: 50_000,
  },
];

for (const c of cases) {
  run(c.program); // warm up
  const ops = c.opsPerIter * c.iters;
  const secs = median(Array.from({ length: REPS }, () => cpuSeconds(() => run(c.program))));
  console.log(
    `${c.name.padEnd(24)} ${(ops / secs / 1e6).toFixed(2)} M ops/s  (median of ${REPS}, ${ops} ops)`,
  );
}

// A short app call (a dozen opcodes): what each run costs besides its opcodes.
const short = loop('int 1\npop', 2);
const RUNS = 20_000;
const runMany = () => {
  for (let i = 0; i < RUNS; i++) run(short);
};
runMany(); // warm up
const shortSecs = median(Array.from({ length: REPS }, () => cpuSeconds(runMany)));
console.log(
  `${'short app call'.padEnd(24)} ${(RUNS / shortSecs / 1e3).toFixed(1)} k runs/s  (median of ${REPS}, ${RUNS} runs)`,
);
