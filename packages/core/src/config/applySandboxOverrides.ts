import { SextantError } from '../errors/SextantError';
import { redactUrl } from '../errors/redactUrl';
import type { SandboxEndpoints } from '../network/builtInNetworks';

/**
 * Applies overrides for where the sandbox answers (from build-time env or a runtime `/config.json`)
 * to `base`. Accepts `{ algod?, indexer?, kmd?, token? }`; each URL must be a plain http(s) URL.
 * Throws a SextantError with code CONFIG_INVALID naming the bad key; the caller keeps `base`.
 */
export function applySandboxOverrides(base: SandboxEndpoints, overrides: unknown): SandboxEndpoints {
  if (overrides === undefined || overrides === null) return base;
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw invalid('sandbox', 'expected an object');
  }
  const result = { ...base };
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
    if (value === undefined || value === '') continue;
    if (key !== 'algod' && key !== 'indexer' && key !== 'kmd' && key !== 'token') {
      throw invalid(key, 'unknown key');
    }
    if (typeof value !== 'string') throw invalid(key, 'expected a string');
    if (key === 'token') {
      result.token = value;
      continue;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch (cause) {
      throw invalid(key, `not a URL: ${redactUrl(value)}`, cause);
    }
    if (
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.username !== '' ||
      url.password !== ''
    ) {
      throw invalid(key, `expected a plain http(s) URL: ${redactUrl(value)}`);
    }
    result[key] = value.replace(/\/+$/, '');
  }
  return result;
}

function invalid(key: string, what: string, cause?: unknown): SextantError<'CONFIG_INVALID'> {
  return new SextantError('CONFIG_INVALID', `Sandbox setting “${key}”: ${what}`, {
    details: { key },
    cause,
  });
}
