import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Sandbox network's URLs can be set at build time with VITE_SANDBOX_ALGOD / _INDEXER / _KMD /
// _TOKEN, and at serve time by a /config.json next to index.html (see src/app/boot/loadAppConfig.ts).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Wallet libraries (added later) expect Node's `global`.
  define: { global: 'globalThis' },
  build: {
    target: 'es2022',
    // bench/bundle.ts reads dist/.vite/manifest.json to size each route.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
