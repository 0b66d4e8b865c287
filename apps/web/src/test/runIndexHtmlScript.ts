import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

/**
 * index.html's inline script, run as the page runs it before any module, as Vite builds it (the
 * app's base `/` in place of `%BASE_URL%`); `globals` stand in for the page's own (e.g. `fetch`).
 */
export function runIndexHtmlScript(globals: Record<string, unknown> = {}): void {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (script === undefined) throw new Error('index.html has no inline script');
  const names = Object.keys(globals);
  new Function(...names, script.replaceAll('%BASE_URL%', '/'))(...names.map((n) => globals[n]));
}
