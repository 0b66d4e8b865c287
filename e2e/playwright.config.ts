import { defineConfig } from '@playwright/test';

/**
 * Real Chromium (Debian's /usr/bin/chromium) against the built app and a real sandbox. Each worker
 * starts its own sandbox and serves the app pointed at it, on free loopback ports (the `stack`
 * worker fixture, support/fixtures.ts); support/globalSetup.ts only checks the build is there.
 * Build first: `npm run test:e2e` does.
 *
 * Workers: SEXTANT_E2E_WORKERS (default 3). The specs mostly wait (on the sandbox's answers, the
 * page's idle network, a block), not compute, so on CI's two cores a third worker fills the idle
 * time; its own sandbox and Chromium cost memory, of which there is plenty. A file runs whole in one
 * worker, its tests in order (fullyParallel: false), sharing that worker's sandbox with the files
 * the worker ran before it — so a spec makes what it needs and never counts on another spec's.
 */
const workers = Number(process.env['SEXTANT_E2E_WORKERS'] ?? '3');
if (!Number.isInteger(workers) || workers < 1)
  throw new Error(
    `SEXTANT_E2E_WORKERS must be a whole number ≥ 1, not ${process.env['SEXTANT_E2E_WORKERS']}`,
  );

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/globalSetup.ts',
  outputDir: process.env['SEXTANT_E2E_OUT'] ?? './test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  // Generous: a CI machine's two cores run the sandbox, the server and Chromium together.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // support/slowestSpecFiles.ts prints the ten slowest spec files at the end (.ci/run repeats them).
  reporter: [['list'], ['./support/slowestSpecFiles.ts']],
  use: {
    headless: true,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but no screencast:
    // recording a screencast of every page of every test cost CPU on CI's two cores for the few
    // that fail, and the failure's screenshot below shows the last frame.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
