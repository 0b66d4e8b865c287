import { defineConfig } from '@playwright/test';

/**
 * Real Chromium (Debian's /usr/bin/chromium) against the built app and a real sandbox, both on
 * free loopback ports started by support/globalSetup.ts. Build first: `npm run test:e2e` does.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/globalSetup.ts',
  outputDir: process.env['SEXTANT_E2E_OUT'] ?? './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env['CI'],
  // Generous: a CI machine's two cores run the sandbox, the server and Chromium together.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    headless: true,
    trace: 'retain-on-failure',
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
