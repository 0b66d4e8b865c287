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

export const BUILT_IN_NETWORK_IDS = ['sandbox', 'testnet', 'mainnet'] as const;

/** Sandbox, TestNet and MainNet (the public AlgoNode endpoints, which need no token). */
export function builtInNetworks(sandbox: SandboxEndpoints = DEFAULT_SANDBOX_ENDPOINTS): NetworkProfile[] {
  const h = DEFAULT_TOKEN_HEADERS;
  return [
    {
      id: 'sandbox',
      name: 'Sandbox',
      builtIn: true,
      algod: endpointFromUrl(sandbox.algod, sandbox.token, h.algod),
      indexer: endpointFromUrl(sandbox.indexer, sandbox.token, h.indexer),
      kmd: endpointFromUrl(sandbox.kmd, sandbox.token, h.kmd),
    },
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
