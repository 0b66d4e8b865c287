import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router 7's package exports only its development build (every condition points into
 * `dist/development`: invariant texts, warnings and dev-only checks in the production bundle;
 * remix-run/react-router#14102). The production build sits beside it with the same API: a build
 * takes that one. Dev server and tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Alias[] {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [{ find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') }];
}
