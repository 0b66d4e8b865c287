import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { browserSandboxResolve } from '../../vite.browserSandbox';

const ENTRY = fileURLToPath(new URL('../../src/browser/startBrowserSandbox.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BrowserBundle {
  /** The bundle's JavaScript, all chunks. */
  code: string;
  /** Every import of a Node built-in met while bundling: `importer → source`. */
  nodeImports: string[];
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Bundles `startBrowserSandbox` with Vite as a browser build (resolve condition `browser`, the
 * way a Service Worker bundle is made) and lists any Node built-in it reaches, which the browser
 * would not have (Vite would stub it with an empty module).
 */
export async function buildBrowserSandbox(options: { minify?: boolean } = {}): Promise<BrowserBundle> {
  const nodeImports: string[] = [];
  const watch: Plugin = {
    name: 'sextant:no-node-builtins',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.startsWith('node:')) {
        nodeImports.push(`${importer ?? '?'} → ${source}`);
        return undefined;
      }
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (resolved?.id.includes('__vite-browser-external') && !knownFallback(source, importer))
        nodeImports.push(`${importer ?? '?'} → ${source}`);
      return resolved;
    },
  };
  const result = await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins: [watch],
    resolve: browserSandboxResolve(),
    build: {
      write: false,
      target: 'es2022',
      minify: options.minify ?? true,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'browser-sandbox' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  let code = '';
  for (const out of outputs)
    for (const chunk of (out as { output: Array<{ type: string; code?: string }> }).output)
      if (chunk.type === 'chunk') code += chunk.code ?? '';
  return {
    code,
    nodeImports,
    rawBytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code, { level: 9 }).length,
  };
}

/**
 * tweetnacl (algosdk's) asks for `crypto` only where `self.crypto` is missing (old Node); a browser
 * never takes that branch, and Vite's empty stub stands in for it.
 */
function knownFallback(source: string, importer: string | undefined): boolean {
  return (
    source === 'crypto' && importer !== undefined && /[\\/]node_modules[\\/]tweetnacl[\\/]/.test(importer)
  );
}
