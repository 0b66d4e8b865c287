import { encodeAddress } from 'algosdk';
import { applySandboxOverrides } from '@sextant/core/config/applySandboxOverrides';
import { encodeBase32 } from '@sextant/core/encoding/encodeBase32';
import type { EarlyRequest } from '@sextant/core/http/earlyRequests';
import { DEFAULT_SANDBOX_ENDPOINTS, type SandboxEndpoints } from '@sextant/core/network/builtInNetworks';
import { routePattern, type RouteEntry } from '../routeTable';
import { ROUTE_MATCH_ORDER } from './matchRoute';

/** The networks whose first requests a static page may send before its code runs (not the Browser network). */
const EARLY_NETWORKS = ['sandbox', 'testnet', 'mainnet'] as const;

/**
 * What a static host's index.html needs to start a URL's first screen before the app's code has
 * run, as serveDist does per URL for the pages it serves: the scripts to preload (each file once in
 * `files`) and the data requests to send, per route pattern in the order routes are tried.
 * `early[net]` is the route's first requests on that network as templates: `{@algod}`, `{@indexer}`,
 * `{@kmd}`, `{@token}` stand for the Sandbox's endpoints (the static host's /config.json over
 * `sandbox`, as the app reads it) and `{:name}` for the URL's param, sent only when the param
 * matches `params[name]` (a value the app puts in the URL as it stands). `other`: a path no route matches.
 */
export interface StaticPlan {
  files: string[];
  sandbox: SandboxEndpoints;
  routes: {
    pattern: string;
    files: number[];
    params?: Record<string, string>;
    early?: Partial<Record<(typeof EARLY_NETWORKS)[number], EarlyRequest[]>>;
  }[];
  other: number[];
}

/**
 * Two stand-ins for each param (both values the app accepts) and what a real one must look like,
 * by route and param (`<first segment>:<param>`). A route with a param not listed gets no requests.
 */
const PARAM_KINDS: Record<string, { values: [string, string]; accepts: string }> = (() => {
  const address = (fill: number) => encodeAddress(new Uint8Array(32).fill(fill));
  const txid = (fill: number) => encodeBase32(new Uint8Array(32).fill(fill)).slice(0, 52);
  const whole = {
    values: ['4194304011', '4194304022'] as [string, string],
    accepts: '^(0|[1-9][0-9]{0,18})$',
  };
  return {
    'account:address': { values: [address(11), address(22)], accepts: '^[A-Z2-7]{58}$' },
    'transaction:txid': { values: [txid(11), txid(22)], accepts: '^[A-Z2-7]{52}$' },
    'asset:id': whole,
    'application:id': whole,
    'block:round': whole,
  };
})();

/** Where the Sandbox answers while the templates are written: every request to it then names it. */
const STAND_IN_SANDBOX: SandboxEndpoints = {
  algod: 'http://algod.sextant.invalid',
  indexer: 'http://indexer.sextant.invalid',
  kmd: 'http://kmd.sextant.invalid',
  token: 'sextant-token-stand-in',
};

/** `text` with each pair's first string replaced by its second, everywhere. */
function substituted(text: string, pairs: [string, string][]): string {
  return pairs.reduce((out, [from, to]) => out.split(from).join(to), text);
}

/**
 * The static plan: each route's first-screen scripts (`chunksFor`) and, on each built-in network,
 * its first requests written as templates. `requestsFor` is serveDist's (`firstScreenRequests`),
 * asked twice per route with two different stand-ins for each param over `STAND_IN_SANDBOX`; a
 * route whose requests do not differ by exactly the stand-ins (a param the app changes before
 * asking) gets none, and a route whose params are of a kind not known here gets none.
 */
export async function staticPlan(
  chunksFor: (route: RouteEntry | undefined) => string[],
  requestsFor: (config: unknown) => (pathname: string, search: string) => Promise<EarlyRequest[]>,
  sandbox: SandboxEndpoints = DEFAULT_SANDBOX_ENDPOINTS,
): Promise<StaticPlan> {
  const files: string[] = [];
  const indexes = (list: string[]) =>
    list.map((f) => {
      const at = files.indexOf(f);
      return at >= 0 ? at : files.push(f) - 1;
    });
  const record = requestsFor({ sandbox: STAND_IN_SANDBOX });
  const endpoints: [string, string][] = [
    [STAND_IN_SANDBOX.algod, '{@algod}'],
    [STAND_IN_SANDBOX.indexer, '{@indexer}'],
    [STAND_IN_SANDBOX.kmd, '{@kmd}'],
    [STAND_IN_SANDBOX.token, '{@token}'],
  ];
  const routes: StaticPlan['routes'] = [];
  for (const route of ROUTE_MATCH_ORDER) {
    const pattern = routePattern(route);
    const entry: StaticPlan['routes'][number] = { pattern, files: indexes(chunksFor(route)) };
    routes.push(entry);
    const names = pattern.split('/').flatMap((s) => (s.startsWith(':') && s !== ':net' ? [s.slice(1)] : []));
    const kinds = names.map((n) => PARAM_KINDS[`${route.path.split('/')[0]}:${n}`]);
    if (route.scope !== 'network' || route.queries === undefined || kinds.includes(undefined)) continue;
    const kind = (name: string) => kinds[names.indexOf(name)]!;
    const early: NonNullable<typeof entry.early> = {};
    for (const net of EARLY_NETWORKS) {
      const path = (k: 0 | 1) =>
        pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'net' ? net : kind(name).values[k]));
      const [a, b] = await Promise.all([record(path(0), ''), record(path(1), '')]);
      const template = (list: EarlyRequest[], k: 0 | 1) =>
        substituted(JSON.stringify(list), [
          ...endpoints,
          ...names.map((n): [string, string] => [kind(n).values[k], `{:${n}}`]),
        ]);
      const written = template(a, 0);
      if (a.length > 0 && written === template(b, 1)) early[net] = JSON.parse(written) as EarlyRequest[];
    }
    if (Object.keys(early).length > 0) {
      entry.early = early;
      if (names.length > 0) entry.params = Object.fromEntries(names.map((n) => [n, kind(n).accepts]));
    }
  }
  return { files, sandbox, routes, other: indexes(chunksFor(undefined)) };
}

/** The Sandbox's endpoints as the build has them (defaults under VITE_SANDBOX_*), as loadAppConfig reads them. */
export function builtSandbox(env: Record<string, string | undefined>): SandboxEndpoints {
  try {
    return applySandboxOverrides(DEFAULT_SANDBOX_ENDPOINTS, {
      algod: env['VITE_SANDBOX_ALGOD'],
      indexer: env['VITE_SANDBOX_INDEXER'],
      kmd: env['VITE_SANDBOX_KMD'],
      token: env['VITE_SANDBOX_TOKEN'],
    });
  } catch {
    return DEFAULT_SANDBOX_ENDPOINTS;
  }
}
