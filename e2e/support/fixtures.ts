import { test as base, expect } from '@playwright/test';
import { e2eEnv } from './e2eEnv';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface SandboxUrls {
  algod: string;
  indexer: string;
  kmd: string;
  token: string;
}

/**
 * Every test: the built app as baseURL, the running sandbox's URLs, a browser that cannot reach
 * past loopback (any other request is aborted, so a test never depends on the internet), and a
 * page whose uncaught exceptions fail the test.
 */
export const test = base.extend<{ sandbox: SandboxUrls }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(e2eEnv('appUrl'));
  },
  context: async ({ context }, use) => {
    await context.route(
      (url) => !LOOPBACK.has(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  // An uncaught exception in the app, or anything its Content-Security-Policy blocked, fails the
  // test even when the screen looked right (Chromium reports each violation on the console).
  page: async ({ page }, use) => {
    const errors: string[] = [];
    const violations: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern
  sandbox: async ({}, use) => {
    await use({
      algod: e2eEnv('algodUrl'),
      indexer: e2eEnv('indexerUrl'),
      kmd: e2eEnv('kmdUrl'),
      token: e2eEnv('token'),
    });
  },
});

export { expect };
