import { relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The header line `.ci/run` finds to print the list again at the end of its output. */
export const SLOWEST_HEADER = 'Slowest spec files';
const SHOWN = 10;

interface FileTime {
  ms: number;
  tests: number;
}

/**
 * A Playwright reporter: at the end of a run, the ten spec files whose tests took longest, each the
 * sum of its tests' durations (a test's duration counts its hooks and fixtures, so a file's
 * `beforeAll` and a worker's sandbox start land on the test that ran them). Where CI's minutes go.
 */
export default class SlowestSpecFiles implements Reporter {
  private readonly files = new Map<string, FileTime>();
  private rootDir = '.';

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(this.rootDir, test.location.file);
    const time = this.files.get(file) ?? { ms: 0, tests: 0 };
    time.ms += result.duration;
    time.tests += 1;
    this.files.set(file, time);
  }

  onEnd(): void {
    if (this.files.size === 0) return;
    const slowest = [...this.files].sort(([, a], [, b]) => b.ms - a.ms).slice(0, SHOWN);
    const lines = slowest.map(
      ([file, { ms, tests }]) =>
        `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file} (${tests} test${tests === 1 ? '' : 's'})`,
    );
    console.log(`\n${SLOWEST_HEADER} (sum of their tests' durations):\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
