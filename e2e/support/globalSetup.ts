import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ENV } from './e2eEnv';
import { serveApp } from './serveApp';
import { startSandboxProcess } from './startSandboxProcess';

// SEXTANT_E2E_DIST lets several builds run side by side (each with its own outDir).
const dist =
  process.env['SEXTANT_E2E_DIST'] ?? join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/**
 * Starts a real sandbox on free loopback ports and serves the built app pointed at it; the tests
 * read both addresses from the environment. Returns the teardown that stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No built app at ${dist}: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sextant-e2e-'));
  const sandbox = await startSandboxProcess(dataDir);
  const app = await serveApp(dist, {
    sandbox: { algod: sandbox.algod, indexer: sandbox.indexer, kmd: sandbox.kmd, token: sandbox.token },
    // Offer Pera, Defly, Lute and Kibisis on the Sandbox network too, so the wallet specs can
    // drive them against the local stand-ins.
    wallets: { offerAll: true },
  });
  process.env[E2E_ENV.appUrl] = app.url;
  process.env[E2E_ENV.algodUrl] = sandbox.algod;
  process.env[E2E_ENV.indexerUrl] = sandbox.indexer;
  process.env[E2E_ENV.kmdUrl] = sandbox.kmd;
  process.env[E2E_ENV.token] = sandbox.token;
  return async () => {
    await app.close();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
