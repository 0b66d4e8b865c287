import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const ENTRY = 'virtual:sextant-bench-react-page';

/**
 * The React page's module: `mount(lines)` draws the lines a bare script showed as a list, in one
 * React render (flushed at once), with nothing else: no router, no query cache, no app.
 */
const SOURCE = `
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
export function mount(lines) {
  const root = createRoot(document.getElementById('root'));
  flushSync(() => root.render(h('ul', null, lines.map((line, i) => h('li', { key: i }, line)))));
}`;

/**
 * Builds the React page's script (React and react-dom as the app ships them: production, minified,
 * one ES module): the second baseline of `bench/explorer-pages.ts`, what React alone costs a page
 * that fetches the same data as the bare page.
 */
export async function buildReactPage(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: dirname(fileURLToPath(import.meta.url)),
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'sextant-bench-react-page',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
        load: (id) => (id === `\0${ENTRY}` ? SOURCE : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: ENTRY, preserveEntrySignatures: 'exports-only' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (chunk === undefined || chunk.type !== 'chunk') throw new Error('the React page did not build');
  return chunk.code;
}
