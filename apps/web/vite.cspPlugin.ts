import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Writes the Content-Security-Policy into the built index.html right after the charset, with
 * the hash of every inline script as it stands in the final HTML. Build only: the dev server
 * injects scripts of its own (React refresh) that a strict policy would block.
 */
export function cspPlugin(): Plugin {
  return {
    name: 'sextant-csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
          (m) =>
            `sha256-${createHash('sha256')
              .update(m[1] ?? '')
              .digest('base64')}`,
        );
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes)}" />`;
        return html.replace(/(<meta charset=[^>]*>)/i, `$1\n    ${meta}`);
      },
    },
  };
}
