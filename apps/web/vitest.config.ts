import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Above the 10 s async-utility wait (src/test/setup.ts), so a slow lazy load fails as "not found".
    testTimeout: 30_000,
  },
});
