import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_DIST } from './appDist';
import { serveApp } from './serveApp';
import { startSandboxProcess } from './startSandboxProcess';

export interface E2eStack {
  appUrl: string;
  sandbox: { algod: string; indexer: string; kmd: string; token: string };
  stop(): Promise<void>;
}

/**
 * A real sandbox on free loopback ports (its own data directory) and the built app served pointed
 * at it: one per Playwright worker, so specs in different workers share nothing.
 */
export async function startE2eStack(label: string): Promise<E2eStack> {
  const dataDir = mkdtempSync(join(tmpdir(), `sextant-e2e-${label}-`));
  const node = await startSandboxProcess(dataDir).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const sandbox = { algod: node.algod, indexer: node.indexer, kmd: node.kmd, token: node.token };
  const app = await serveApp(APP_DIST, {
    sandbox,
    // Offer Pera, Defly, Lute and Kibisis on the Sandbox network too, so the wallet specs can
    // drive them against the local stand-ins.
    wallets: { offerAll: true },
  }).catch(async (error: unknown) => {
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    appUrl: app.url,
    sandbox,
    stop: async () => {
      await app.close();
      await node.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
