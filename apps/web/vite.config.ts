import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cspPlugin } from './vite.cspPlugin';
import { explorerChunkName } from './vite.explorerChunks';

// The Sandbox network's URLs can be set at build time with VITE_SANDBOX_ALGOD / _INDEXER / _KMD /
// _TOKEN, and at serve time by a /config.json next to index.html (see src/app/boot/loadAppConfig.ts).
export default defineConfig({
  plugins: [react(), tailwindcss(), cspPlugin()],
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
    // Fewer, larger chunks for the explorer's screens (see vite.explorerChunks.ts).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: explorerChunkName(), includeDependenciesRecursively: false }] },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
