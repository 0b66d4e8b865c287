import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBrowserSandbox } from '../../test/support/buildBrowserSandbox';
import type { startBrowserSandbox } from './startBrowserSandbox';

describe('startBrowserSandbox as a browser bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sextant-browser-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('bundles with Vite for the browser without reaching any Node built-in, and runs', async () => {
    const bundle = await buildBrowserSandbox();
    expect(bundle.nodeImports).toEqual([]);
    // The browser platform's code is in, the Node platform's is not.
    expect(bundle.code).not.toContain('createPublicKey');
    expect(bundle.code).not.toContain('worker_threads');
    expect(bundle.code).toContain('sextant-browser');

    // The bundle itself answers (IndexedDB from fake-indexeddb): what the bundler made of
    // algosdk's CommonJS dependencies works, not only the sources.
    const file = join(dir, 'browser-sandbox.mjs');
    writeFileSync(file, bundle.code);
    // A worker's global is `self` (tweetnacl, through algosdk, finds its PRNG there).
    const g = globalThis as { self?: unknown };
    const hadSelf = 'self' in g;
    g.self ??= globalThis;
    const mod = (await import(pathToFileURL(file).href)) as {
      startBrowserSandbox: typeof startBrowserSandbox;
    };
    const sb = await mod.startBrowserSandbox({ dbName: 'bundle-test', accounts: 2 });
    try {
      const status = await sb.fetch(
        'algod',
        new Request('http://sw/v2/status', { headers: { 'X-Algo-API-Token': sb.token } }),
      );
      expect(status.status).toBe(200);
      expect(((await status.json()) as { 'last-round': number })['last-round']).toBe(0);
      const wallets = await sb.fetch(
        'kmd',
        new Request('http://sw/v1/wallets', { headers: { 'X-KMD-API-Token': sb.token } }),
      );
      expect(((await wallets.json()) as { wallets: Array<{ name: string }> }).wallets[0]?.name).toBe(
        'unencrypted-default-wallet',
      );
    } finally {
      await sb.close();
      if (!hadSelf) delete g.self;
    }
  }, 240_000);
});
