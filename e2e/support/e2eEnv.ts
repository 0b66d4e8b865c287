/**
 * Environment variables the worker fixture (support/fixtures.ts, `stack`) sets in its own worker
 * process before any hook or test of that worker runs: code outside a test (a `beforeAll`, module
 * helpers) reads this worker's sandbox from them.
 */
export const E2E_ENV = {
  appUrl: 'SEXTANT_E2E_APP_URL',
  algodUrl: 'SEXTANT_E2E_ALGOD_URL',
  indexerUrl: 'SEXTANT_E2E_INDEXER_URL',
  kmdUrl: 'SEXTANT_E2E_KMD_URL',
  token: 'SEXTANT_E2E_TOKEN',
} as const;

export function e2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (value === undefined || value === '')
    throw new Error(
      `${E2E_ENV[name]} is not set: import \`test\` from e2e/support/fixtures.ts (its worker fixture starts this worker's sandbox)`,
    );
  return value;
}

/** Points this worker's code at its sandbox and app (called by the worker fixture only). */
export function setE2eEnv(appUrl: string, sandbox: ReturnType<typeof e2eSandboxUrls>): void {
  process.env[E2E_ENV.appUrl] = appUrl;
  process.env[E2E_ENV.algodUrl] = sandbox.algod;
  process.env[E2E_ENV.indexerUrl] = sandbox.indexer;
  process.env[E2E_ENV.kmdUrl] = sandbox.kmd;
  process.env[E2E_ENV.token] = sandbox.token;
}

/** The running sandbox's URLs and token, for code outside a test (beforeAll has no test fixtures). */
export function e2eSandboxUrls(): { algod: string; indexer: string; kmd: string; token: string } {
  return {
    algod: e2eEnv('algodUrl'),
    indexer: e2eEnv('indexerUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  };
}
