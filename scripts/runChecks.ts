import { spawnSync } from 'node:child_process';

/**
 * `npm test`: runs the given npm scripts in order, stopping at the first that fails, then prints how
 * long each took, so a CI log says where its minutes went (`.ci/run` repeats the table at the end).
 */
const STEP_TIMES_HEADER = 'Time per check';

function main(steps: readonly string[]): number {
  const times: [string, number][] = [];
  let status = 0;
  for (const step of steps) {
    const started = performance.now();
    const run = spawnSync('npm', ['run', step], { stdio: 'inherit' });
    times.push([step, (performance.now() - started) / 1000]);
    status = run.status ?? 1;
    if (status !== 0) {
      console.error(`npm test: ${step} failed (exit ${status}); later checks were not run`);
      break;
    }
  }
  const width = Math.max(...times.map(([step]) => step.length));
  const lines = times.map(([step, s]) => `  ${step.padEnd(width)}  ${s.toFixed(0).padStart(5)} s`);
  console.log(`\n${STEP_TIMES_HEADER}:\n${lines.join('\n')}`);
  return status;
}

process.exitCode = main(process.argv.slice(2));
