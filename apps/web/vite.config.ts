import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserNetDevWorker } from './vite.browserNetDev';
import { cspPlugin } from './vite.cspPlugin';
import { explorerChunkName } from './vite.explorerChunks';

// The Sandbox network's URLs can be set at build time with VITE_SANDBOX_ALGOD / _INDEXER / _KMD /
// _TOKEN, and at serve time by a /config.json next to index.html (see src/app/boot/loadAppConfig.ts).
export default defineConfig({
  plugins: [react(), tailwindcss(), cspPlugin(), browserNetDevWorker()],
  // Wallet libraries (added later) expect Node's `global`.
  define: { global: 'globalThis' },
  build: {
    target: 'es2022',
    // bench/bundle.ts reads dist/.vite/manifest.json to size each route.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The wallet runtime's chunk pulls in ~30 others; listing them for preload would put every
    // file name in the first page's JavaScript. They load when the runtime's own imports ask.
    modulePreload: {
      resolveDependencies: (filename, deps) => (filename.includes('WalletRuntime') ? [] : deps),
    },
    // Fewer, larger chunks: everything the entry loads is one `shell` file (preloaded by index.html),
    // and the explorer's screens share three (see vite.explorerChunks.ts). Groups capture modules
    // only, not their dependencies, so a library a grouped module imports never moves into a chunk
    // the first page loads.
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // main.tsx itself stays the entry chunk (the manifest's entry, which bench:bundle reads).
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !/[\\/]src[\\/]main\.tsx$/.test(id),
              priority: 2,
            },
            { name: explorerChunkName(), debugName: 'explorer', priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
