import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { blockStoreContract } from '../packages/sandbox/src/store/BlockStore.contract';
import { browserSandboxResolve } from '../packages/sandbox/vite.browserSandbox';
import type { ContractOutcome } from './support/blockStoreContractEntry';
import { expect, test } from './support/fixtures';

/**
 * Ports' block-store contract (packages/sandbox/src/store/BlockStore.contract.ts) against the
 * IndexedDB store the Browser network keeps its blocks in, in real Chromium: order across
 * reopenings, syncs acknowledged only once stored, one flush for concurrent syncs, a torn or
 * corrupt tail cut on open. Vitest runs the same cases on fake-indexeddb, the file log and memory.
 */
test('the IndexedDB block store keeps the block-store contract in Chromium', async ({ page }) => {
  test.setTimeout(120_000);
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: browserSandboxResolve(),
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./support/blockStoreContractEntry.ts', import.meta.url)),
        formats: ['iife'],
        name: 'blockStoreContract',
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })) as Rollup.RollupOutput[];
  const code = output[0]!.output.find((o) => o.type === 'chunk')!.code;
  // A document of the app's origin (IndexedDB needs one); the bundle is evaluated, not injected.
  await page.goto('/config.json');
  await page.evaluate(code);
  const outcomes = await page.evaluate(() =>
    (
      globalThis as unknown as { runBlockStoreContract(): Promise<ContractOutcome[]> }
    ).runBlockStoreContract(),
  );
  // Every case ran (the names, in order, are the contract's own).
  const cases = blockStoreContract(() => Promise.reject(new Error('only the names are read here')));
  expect(outcomes.map((o) => o.name)).toEqual(cases.map((c) => c.name));
  expect(outcomes.filter((o) => o.error !== undefined)).toEqual([]);
});
