/** Environment variables global setup sets for the tests (Playwright passes them to workers). */
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
    throw new Error(`${E2E_ENV[name]} is not set: run through playwright.config.ts`);
  return value;
}

/** The running sandbox's URLs and token, for code outside a test (beforeAll has no fixtures). */
export function e2eSandboxUrls(): { algod: string; indexer: string; kmd: string; token: string } {
  return {
    algod: e2eEnv('algodUrl'),
    indexer: e2eEnv('indexerUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  };
}
