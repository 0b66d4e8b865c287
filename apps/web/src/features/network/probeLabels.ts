import type { ProbeErrorCode } from '@sextant/core/errors/ProbeError';

/** Short status words the header and home screen use; tests assert these texts. */
export const PROBE_LABELS = {
  checking: 'Checking…',
  reachable: 'Reachable',
  round: (round: bigint) => `round ${round}`,
  byCode: {
    PROBE_UNREACHABLE: 'Unreachable',
    PROBE_BAD_TOKEN: 'Token refused',
    PROBE_NOT_ALGOD: 'Not an algod',
    PROBE_NOT_INDEXER: 'Not an indexer',
    PROBE_INDEXER_BEHIND: 'Behind',
    PROBE_HTTP_STATUS: 'Error',
  } satisfies Record<ProbeErrorCode, string>,
  indexerAbsent: 'None configured',
  kmdWallets: (n: number) => (n === 1 ? '1 wallet' : `${n} wallets`),
  indexerBehind: (rounds: bigint) => `${rounds} rounds behind`,
  migrating: 'migrating',
  algodOnly:
    'Algod-only mode: lookups by address, transaction id, asset, application and round work from the node; searches and history need an indexer.',
  probeFailed: 'The probe itself failed:',
} as const;
