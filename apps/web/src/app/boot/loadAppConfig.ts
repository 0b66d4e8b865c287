import { applySandboxOverrides } from '@sextant/core/config/applySandboxOverrides';
import { DEFAULT_SANDBOX_ENDPOINTS, type SandboxEndpoints } from '@sextant/core/network/builtInNetworks';
import { parseJson } from '@sextant/core/json/parseJson';
import { SextantError } from '@sextant/core/errors/SextantError';
import { BOOT_MESSAGES } from './bootMessages';
import { takeEarlyConfig } from './earlyConfig';
import { INLINE_CONFIG_ID } from './inlineConfigId';

/** Generous: the file is tiny and local, but a loaded machine can be slow to serve the first page. */
const CONFIG_TIMEOUT_MS = 15_000;

export interface AppConfig {
  sandbox: SandboxEndpoints;
  problems: string[];
  /** The `wallets` section as found, e.g. `{"offerAll": true, "peraBridge": url}`. */
  wallets?: unknown;
  /**
   * No server said where a sandbox is (no config.json, none inline, no build-time address): a
   * static host. A first visit then lands on the Browser network, not on an unreachable Sandbox.
   */
  staticHost?: boolean;
}

export interface BuildEnv {
  VITE_SANDBOX_ALGOD?: string;
  VITE_SANDBOX_INDEXER?: string;
  VITE_SANDBOX_KMD?: string;
  VITE_SANDBOX_TOKEN?: string;
  /** Vite's dev server. */
  DEV?: boolean;
}

/**
 * Where the Sandbox network answers. Three layers, later wins: LocalNet defaults; build-time
 * VITE_SANDBOX_ALGOD / _INDEXER / _KMD / _TOKEN; and a runtime `config.json` served next to
 * index.html, `{"sandbox": {"algod": url, "indexer": url, "kmd": url, "token": string}}` (the e2e
 * server writes one for its random ports). A missing file is normal; a bad one is reported. When the
 * server has written the file into index.html (`INLINE_CONFIG_ID`, as scripts/serveDist.ts does),
 * that text is read instead and nothing is fetched. Otherwise index.html's inline script has asked
 * for the file before the bundle loaded (`earlyConfig`): that answer is read, not asked again.
 */
export async function loadAppConfig(
  env: BuildEnv,
  configUrl: string,
  timeoutMs = CONFIG_TIMEOUT_MS,
  inline: string | undefined = inlineConfig(),
  early: Promise<Response> | undefined = takeEarlyConfig(),
): Promise<AppConfig> {
  // Served inside index.html (scripts/serveDist.ts does): no round trip before the first requests.
  if (inline !== undefined) return readAppConfig(env, inline);
  const { sandbox, problems } = buildConfig(env);
  let response: Response;
  try {
    response = await answeredWithin(early ?? fetch(configUrl, { cache: 'no-store' }), timeoutMs);
  } catch (error) {
    // No server to ask (a file:// page, offline) is normal; a server that does not answer in time
    // is not: the Sandbox network would silently point at the default ports, so say so.
    if (isObject(error) && error['name'] === 'TimeoutError')
      problems.push(BOOT_MESSAGES.configSlow(timeoutMs / 1000));
    return { sandbox, problems };
  }
  // Dev servers answer unknown paths with index.html: only a JSON answer is a config file.
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json'))
    return { sandbox, problems, ...(isStaticHost(env) && { staticHost: true }) };
  return readConfigText(await response.text(), sandbox, problems);
}

/** The answer, or a TimeoutError once `ms` have passed without it. */
function answeredWithin(answer: Promise<Response>, ms: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DOMException('config.json did not answer in time', 'TimeoutError')),
      ms,
    );
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** Nothing names a sandbox: no build-time address, and not Vite's dev server (run beside `npm run sandbox`). */
function isStaticHost(env: BuildEnv): boolean {
  return env.DEV !== true && env.VITE_SANDBOX_ALGOD === undefined;
}

/** The config as the build and a config file's text say (the server's drawing reads the one it serves). */
export function readAppConfig(env: BuildEnv, text: string): AppConfig {
  const { sandbox, problems } = buildConfig(env);
  return readConfigText(text, sandbox, problems);
}

/** The LocalNet defaults under the build's own settings (a bad one is reported and ignored). */
function buildConfig(env: BuildEnv): AppConfig {
  const problems: string[] = [];
  try {
    const sandbox = applySandboxOverrides(DEFAULT_SANDBOX_ENDPOINTS, {
      algod: env.VITE_SANDBOX_ALGOD,
      indexer: env.VITE_SANDBOX_INDEXER,
      kmd: env.VITE_SANDBOX_KMD,
      token: env.VITE_SANDBOX_TOKEN,
    });
    return { sandbox, problems };
  } catch (error) {
    problems.push(BOOT_MESSAGES.configIgnored(messageOf(error)));
    return { sandbox: DEFAULT_SANDBOX_ENDPOINTS, problems };
  }
}

/** The config file's text over `sandbox`: a bad file is reported in `problems` and ignored. */
function readConfigText(text: string, sandbox: SandboxEndpoints, problems: string[]): AppConfig {
  try {
    const json = parseJson(text);
    const overrides =
      typeof json === 'object' && json !== null && !Array.isArray(json) ? json['sandbox'] : json;
    const applied = applySandboxOverrides(sandbox, overrides);
    // The wallet runtime reads this section when it loads (readWalletConfig): its checks stay off
    // the first page.
    const wallets = isObject(json) ? json['wallets'] : undefined;
    return wallets === undefined ? { sandbox: applied, problems } : { sandbox: applied, problems, wallets };
  } catch (error) {
    problems.push(
      error instanceof SextantError && error.code === 'CONFIG_INVALID'
        ? BOOT_MESSAGES.configIgnored(error.message)
        : BOOT_MESSAGES.configUnreadable,
    );
  }
  return { sandbox, problems };
}

/** The config the server wrote into index.html, if it did. */
function inlineConfig(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(INLINE_CONFIG_ID)?.textContent ?? undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
