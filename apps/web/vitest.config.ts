import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: __dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
});
