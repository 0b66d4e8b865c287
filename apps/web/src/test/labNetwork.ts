import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';

/** A custom network whose algod nothing answers (port 9): for component tests that never reach a node. */
export const LAB_NETWORK: NetworkProfile = {
  id: 'lab',
  name: 'Lab',
  builtIn: false,
  algod: {
    url: 'http://127.0.0.1:9',
    port: null,
    pathPrefix: '',
    token: '',
    tokenHeader: 'X-Algo-API-Token',
  },
};
