import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, three projects: the two Node packages and the React app (jsdom).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which on CI's two cores is one worker:
    // the whole run serial while the second core idles (nothing else runs during `npm test`'s unit
    // step). Two at least; `--maxWorkers` still overrides.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Tests read the reference data in place (scripts/referenceDir.ts): without it, one message.
    globalSetup: ['scripts/checkReference.ts'],
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sandbox',
          root: 'packages/sandbox',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
