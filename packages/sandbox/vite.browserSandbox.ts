import { createRequire } from 'node:module';
import { defaultClientConditions, type ResolveOptions } from 'vite';

const require = createRequire(import.meta.url);

/**
 * How to resolve modules when bundling `src/browser/startBrowserSandbox.ts` for a browser or a
 * Service Worker with Vite (use it as `resolve` in that build):
 * - Vite's client conditions (`module`, `browser`, …), so `#platform/*` picks the browser files;
 * - `bignumber.js` as its CommonJS build (what `require` resolves to): json-bigint (algosdk's JSON) `require`s it and calls it
 *   as a constructor, which the ESM build, wrapped for `require`, is not ("Right-hand side of
 *   'instanceof' is not callable" on every JSON answer).
 */
export function browserSandboxResolve(): ResolveOptions & {
  alias: Array<{ find: RegExp; replacement: string }>;
} {
  return {
    conditions: [...defaultClientConditions],
    alias: [{ find: /^bignumber\.js$/, replacement: require.resolve('bignumber.js') }],
  };
}
