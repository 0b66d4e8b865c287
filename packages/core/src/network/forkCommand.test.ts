import { describe, expect, it } from 'vitest';
import { builtInNetworks } from './builtInNetworks';
import { endpointFromUrl } from './endpointFromUrl';
import { FORK_TOKEN_PLACEHOLDER, forkCommand } from './forkCommand';
import type { NetworkProfile } from './NetworkProfile';

const byId = (id: string) =>
  builtInNetworks(undefined, 'http://127.0.0.1:5173/browser-net').find((n) => n.id === id) as NetworkProfile;

describe('forkCommand', () => {
  it('forks MainNet through its public algod and indexer, no token', () => {
    expect(forkCommand(byId('mainnet'))).toEqual({
      sandbox:
        'npm run sandbox -- --fork https://mainnet-api.algonode.cloud --fork-indexer https://mainnet-idx.algonode.cloud',
      start:
        'SEXTANT_FORK=https://mainnet-api.algonode.cloud SEXTANT_FORK_INDEXER=https://mainnet-idx.algonode.cloud npm start',
      needsToken: false,
      algod: 'https://mainnet-api.algonode.cloud',
      indexer: 'https://mainnet-idx.algonode.cloud',
    });
  });

  it('puts a placeholder where a custom node’s token goes, never the token', () => {
    const custom: NetworkProfile = {
      id: 'my-node',
      name: 'My node',
      builtIn: false,
      algod: {
        ...endpointFromUrl('http://node.lan:8080', 'secret-token', 'X-Algo-API-Token'),
        pathPrefix: '/algod',
      },
    };
    const cmd = forkCommand(custom);
    expect(cmd?.sandbox).toBe(
      `npm run sandbox -- --fork http://node.lan:8080/algod --fork-token ${FORK_TOKEN_PLACEHOLDER}`,
    );
    expect(cmd?.start).toBe(
      `SEXTANT_FORK=http://node.lan:8080/algod SEXTANT_FORK_TOKEN=${FORK_TOKEN_PLACEHOLDER} npm start`,
    );
    expect(cmd?.needsToken).toBe(true);
    expect(cmd?.algod).toBe('http://node.lan:8080/algod');
    expect(cmd?.indexer).toBeUndefined();
    expect(JSON.stringify(cmd)).not.toContain('secret-token');
  });

  it('offers nothing on the sandbox networks themselves', () => {
    expect(forkCommand(byId('sandbox'))).toBeUndefined();
    expect(forkCommand(byId('browser'))).toBeUndefined();
  });
});
