import { defineConfig } from 'vite';

/**
 * The Browser network's Service Worker, built after the app (`npm run build`) into the same dist as
 * one classic script at a stable name, `browser-net-sw.js`: a worker's URL must not change between
 * builds (the registration names it) and a Service Worker cannot load chunks with `import()`.
 * Resolved for the browser (the sandbox's `browser` platform modules, no `node:*`).
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  resolve: { conditions: ['browser', 'module', 'import', 'default'] },
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
  },
});
