/**
 * Bundled for the page by e2e/browser-block-store.spec.ts: ports' block-store contract run against
 * the IndexedDB store in real Chromium. Exposes `runBlockStoreContract()` on the page.
 */
import '../../packages/sandbox/src/browser/installBuffer';
import { idbBlockStoreHarness } from '../../packages/sandbox/src/browser/IdbBlockStore.harness';
import { blockStoreContract } from '../../packages/sandbox/src/store/BlockStore.contract';

export interface ContractOutcome {
  name: string;
  error?: string;
}

(globalThis as { runBlockStoreContract?: () => Promise<ContractOutcome[]> }).runBlockStoreContract =
  async () => {
    const outcomes: ContractOutcome[] = [];
    for (const c of blockStoreContract(idbBlockStoreHarness)) {
      try {
        await c.run();
        outcomes.push({ name: c.name });
      } catch (error) {
        outcomes.push({ name: c.name, error: String(error) });
      }
    }
    return outcomes;
  };
