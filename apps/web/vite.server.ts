import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildLogLevel } from './vite.buildLogLevel.ts';
import { lottieEvalAccepted } from './vite.lottieEval.ts';
import { lucideIcons } from './vite.lucideIcons.ts';
import { reactRouterProduction } from './vite.reactRouterProduction.ts';

/**
 * The server's renderer of a first screen (src/ssr/renderFirstScreen.tsx), built after the app
 * (`npm run build`) into dist-server/ as self-contained ES modules for Node: every dependency bundled
 * (one React, its production build); a page's code and the libraries only it uses stay in chunks
 * of their own, loaded when a URL needs them.
 */
export default defineConfig({
  plugins: [lucideIcons(), react(), lottieEvalAccepted()],
  logLevel: buildLogLevel(),
  publicDir: false,
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  resolve: { alias: reactRouterProduction() },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/renderFirstScreen.tsx',
    outDir: 'dist-server',
    target: 'node20',
  },
});
