/**
 * The browser sandbox's bundle (startBrowserSandbox, built by Vite for the browser, minified):
 * its size raw and gzipped, and any Node built-in it would reach (it must reach none).
 *   npx tsx bench/sandbox-browser-bundle.ts
 */
import { buildBrowserSandbox } from '../packages/sandbox/test/support/buildBrowserSandbox';

const bundle = await buildBrowserSandbox();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`browser sandbox bundle: ${kb(bundle.rawBytes)} raw, ${kb(bundle.gzipBytes)} gzip`);
if (bundle.nodeImports.length > 0) {
  console.error(`Node built-ins reached:\n  ${bundle.nodeImports.join('\n  ')}`);
  process.exit(1);
}
