import { defineConfig } from 'vitest/config';

// One run, three projects: the two Node packages and the React app (jsdom).
export default defineConfig({
  test: {
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
