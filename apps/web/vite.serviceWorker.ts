import { defineConfig } from 'vite';
import { browserSandboxResolve } from '../../packages/sandbox/vite.browserSandbox.ts';
import { buildLogLevel } from './vite.buildLogLevel.ts';

/**
 * The Browser network's Service Worker, built after the app (`npm run build`) into the same dist as
 * one classic script at a stable name, `browser-net-sw.js`: a worker's URL must not change between
 * builds (the registration names it) and a Service Worker cannot load chunks with `import()`.
 * Resolved as the sandbox says a browser bundle must be (`browserSandboxResolve`: the `browser`
 * platform modules, no `node:*`, bignumber.js's CommonJS build for json-bigint).
 */
export default defineConfig({
  logLevel: buildLogLevel(),
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  resolve: browserSandboxResolve(),
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: 'serviceWorker/browserNetServiceWorker.ts',
      formats: ['iife'],
      name: 'sextantBrowserNet',
      fileName: () => 'browser-net-sw.js',
    },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
