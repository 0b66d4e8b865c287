import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

const CONFIG = fileURLToPath(new URL('./vite.serviceWorker.ts', import.meta.url));

/**
 * `npm run dev` serves the Browser network's worker too: built in memory on each request for
 * `/browser-net-sw.js` (the production build writes it next to index.html; see vite.serviceWorker.ts).
 */
export function browserNetDevWorker(): Plugin {
  return {
    name: 'sextant-browser-net-dev-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/browser-net-sw.js', (_req, res, next) => {
        build({ configFile: CONFIG, logLevel: 'warn', build: { write: false, minify: false } })
          .then((output) => {
            const [first] = output as Rollup.RollupOutput[];
            const chunk = first?.output.find((o) => o.type === 'chunk');
            if (chunk === undefined) throw new Error('the worker build produced no script');
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(chunk.code);
          })
          .catch(next);
      });
    },
  };
}
