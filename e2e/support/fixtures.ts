import { test as base, expect } from '@playwright/test';
import { followDrawnPages } from './drawnPages';
import { setE2eEnv } from './e2eEnv';
import { startE2eStack, type E2eStack } from './startE2eStack';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface SandboxUrls {
  algod: string;
  indexer: string;
  kmd: string;
  token: string;
}

/**
 * Each worker: its own sandbox and the built app served pointed at it (`stack`, automatic, so it is
 * up and in this worker's environment — support/e2eEnv.ts — before any `beforeAll` runs; Playwright
 * sets up a worker's automatic fixtures before its hooks). Specs in different workers share nothing;
 * the files one worker runs share its sandbox, in turn.
 *
 * Every test: the built app as baseURL, the worker's sandbox URLs, a browser that cannot reach past
 * loopback (any other request is aborted, so a test never depends on the internet), and a page
 * whose uncaught exceptions fail the test. Specs import `test` from here, never from
 * '@playwright/test' (a lint rule in eslint.config.js): without it a worker has no sandbox.
 */
export const test = base.extend<{ sandbox: SandboxUrls; followDrawn: boolean }, { stack: E2eStack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const stack = await startE2eStack(`w${workerInfo.workerIndex}`);
      setE2eEnv(stack.appUrl, stack.sandbox);
      await use(stack);
      await stack.stop();
    },
    // Its own time: a sandbox starting on a busy two-core machine, not the first hook's budget.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.appUrl);
  },
  // The app's server draws explorer screens (as `npm start` does): each navigation of a page of this
  // context ends once the page is live (`followDrawnPages`). A spec that looks at a drawn page
  // before it is live sets `test.use({ followDrawn: false })`.
  followDrawn: [true, { option: true }],
  context: async ({ context, followDrawn }, use) => {
    if (followDrawn) context.on('page', followDrawnPages);
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
  sandbox: async ({ stack }, use) => {
    await use(stack.sandbox);
  },
});

export { expect };
