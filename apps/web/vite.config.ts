import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserNetDevWorker } from './vite.browserNetDev.ts';
import { buildLogLevel } from './vite.buildLogLevel.ts';
import { cspPlugin } from './vite.cspPlugin.ts';
import { lottieEvalAccepted } from './vite.lottieEval.ts';
import { lucideIcons } from './vite.lucideIcons.ts';
import { bootChunkName, explorerChunkName, shellChunkName } from './vite.explorerChunks.ts';
import { moduleChunksPlugin } from './vite.moduleChunks.ts';
import { reactRouterProduction } from './vite.reactRouterProduction.ts';

// The Sandbox network's URLs can be set at build time with VITE_SANDBOX_ALGOD / _INDEXER / _KMD /
// _TOKEN, and at serve time by a /config.json next to index.html (see src/app/boot/loadAppConfig.ts).
export default defineConfig(({ command }) => ({
  plugins: [
    lucideIcons(),
    react(),
    tailwindcss(),
    cspPlugin(),
    browserNetDevWorker(),
    moduleChunksPlugin(),
    lottieEvalAccepted(),
  ],
  logLevel: buildLogLevel(),
  // Wallet libraries (added later) expect Node's `global`.
  define: { global: 'globalThis' },
  ...(command === 'build' && { resolve: { alias: reactRouterProduction() } }),
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
    // Fewer, larger chunks: what the entry loads is one `boot` file (preloaded by index.html), the app's
    // frame one `shell` file,
    // and the explorer's screens share three (see vite.explorerChunks.ts). Groups capture modules
    // only, not their dependencies, so a library a grouped module imports never moves into a chunk
    // the first page loads.
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // main.tsx itself stays the entry chunk (the manifest's entry, which bench:bundle reads);
            // what it loads statically (config, route table, data declarations; no React) is `boot`.
            { name: bootChunkName(), debugName: 'boot', priority: 3 },
            // React, the router and the app's frame: `shell`, which main.tsx imports at once.
            { name: shellChunkName(), debugName: 'shell', priority: 2 },
            { name: explorerChunkName(), debugName: 'explorer', priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
