import { spawn } from 'node:child_process';

/**
 * `npm test`: runs the given npm scripts in order, stopping at the first stage that fails, then prints
 * how long each took, so a CI log says where its minutes went (`.ci/run` repeats the table at the end).
 *
 * A stage is one argument; `a+b+c` runs those scripts side by side. The static checks (tsc, eslint,
 * dependency-cruiser) are each one process on one core, so on CI's two cores they finish in the time
 * of the slowest instead of their sum. Side by side, each one's output is held and printed whole when
 * it ends, so two logs never interleave.
 */
const STEP_TIMES_HEADER = 'Time per check';

interface Outcome {
  step: string;
  seconds: number;
  status: number;
}

function runStep(step: string, holdOutput: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code) => {
      if (holdOutput) process.stdout.write(Buffer.concat(held));
      resolve({ step, seconds: (performance.now() - started) / 1000, status: code ?? 1 });
    });
  });
}

async function main(stages: readonly string[]): Promise<number> {
  const times: Outcome[] = [];
  let status = 0;
  for (const stage of stages) {
    const steps = stage.split('+');
    const outcomes = await Promise.all(steps.map((step) => runStep(step, steps.length > 1)));
    times.push(...outcomes);
    const failed = outcomes.filter((o) => o.status !== 0);
    if (failed.length > 0) {
      status = failed[0]!.status;
      for (const o of failed) console.error(`npm test: ${o.step} failed (exit ${o.status})`);
      console.error('npm test: later checks were not run');
      break;
    }
  }
  const width = Math.max(...times.map((o) => o.step.length));
  const lines = times.map((o) => `  ${o.step.padEnd(width)}  ${o.seconds.toFixed(0).padStart(5)} s`);
  console.log(`\n${STEP_TIMES_HEADER}:\n${lines.join('\n')}`);
  return status;
}

process.exitCode = await main(process.argv.slice(2));
