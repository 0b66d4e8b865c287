/**
 * Where index.html's inline script leaves its request for `/config.json` (a promise of the
 * Response), sent before the bundle loads when the server has not written the config into the page
 * (a static host: no `#sextant-config`). `loadAppConfig` takes it instead of asking itself.
 */
export const EARLY_CONFIG_GLOBAL = '__sextantConfig';

/** The page's own request for /config.json, taken once (a second call finds none). */
export function takeEarlyConfig(): Promise<Response> | undefined {
  const scope = globalThis as Record<string, unknown>;
  const early = scope[EARLY_CONFIG_GLOBAL];
  delete scope[EARLY_CONFIG_GLOBAL];
  return early instanceof Promise ? (early as Promise<Response>) : undefined;
}
