import { endpointFromUrl } from './endpointFromUrl';
import { DEFAULT_TOKEN_HEADERS, type NetworkProfile } from './NetworkProfile';

/** Where the sandbox answers; AlgoKit LocalNet's defaults unless the app was told otherwise. */
export interface SandboxEndpoints {
  algod: string;
  indexer: string;
  kmd: string;
  token: string;
}

export const DEFAULT_SANDBOX_ENDPOINTS: SandboxEndpoints = {
  algod: 'http://127.0.0.1:4001',
  indexer: 'http://127.0.0.1:8980',
  kmd: 'http://127.0.0.1:4002',
  token: 'a'.repeat(64),
};

export const BUILT_IN_NETWORK_IDS = ['sandbox', 'browser', 'testnet', 'mainnet'] as const;

/** The Browser network: the sandbox running in the app's own Service Worker. */
export const BROWSER_NETWORK_ID = 'browser';
/** The path under the app's base the worker answers: `<base>browser-net/{algod,indexer,kmd,admin}/…`. */
export const BROWSER_NET_PATH = 'browser-net';
/** The token the in-browser sandbox's three APIs expect (LocalNet's). */
export const BROWSER_NET_TOKEN = 'a'.repeat(64);

/**
 * Sandbox, Browser (when `browserNetBase`, the absolute URL of `<origin><base>browser-net`, is
 * given: it is known only at run time), TestNet and MainNet (the public AlgoNode endpoints, which
 * need no token).
 */
export function builtInNetworks(
  sandbox: SandboxEndpoints = DEFAULT_SANDBOX_ENDPOINTS,
  browserNetBase?: string,
): NetworkProfile[] {
  const h = DEFAULT_TOKEN_HEADERS;
  const browser = (api: 'algod' | 'indexer' | 'kmd') =>
    endpointFromUrl(`${browserNetBase ?? ''}/${api}`, BROWSER_NET_TOKEN, h[api]);
  return [
    {
      id: 'sandbox',
      name: 'Sandbox',
      builtIn: true,
      algod: endpointFromUrl(sandbox.algod, sandbox.token, h.algod),
      indexer: endpointFromUrl(sandbox.indexer, sandbox.token, h.indexer),
      kmd: endpointFromUrl(sandbox.kmd, sandbox.token, h.kmd),
    },
    ...(browserNetBase === undefined
      ? []
      : [
          {
            id: BROWSER_NETWORK_ID,
            name: 'Browser',
            builtIn: true,
            algod: browser('algod'),
            indexer: browser('indexer'),
            kmd: browser('kmd'),
          },
        ]),
    {
      id: 'testnet',
      name: 'TestNet',
      builtIn: true,
      algod: endpointFromUrl('https://testnet-api.algonode.cloud', '', h.algod),
      indexer: endpointFromUrl('https://testnet-idx.algonode.cloud', '', h.indexer),
    },
    {
      id: 'mainnet',
      name: 'MainNet',
      builtIn: true,
      algod: endpointFromUrl('https://mainnet-api.algonode.cloud', '', h.algod),
      indexer: endpointFromUrl('https://mainnet-idx.algonode.cloud', '', h.indexer),
    },
  ];
}
