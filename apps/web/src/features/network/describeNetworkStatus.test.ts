import { ProbeError } from '@sextant/core/errors/ProbeError';
import type { NetworkProbe } from '@sextant/core/network/ProbeResult';
import { describe, expect, it } from 'vitest';
import { describeNetworkStatus } from './describeNetworkStatus';
import { PROBE_LABELS as L } from './probeLabels';

const url = 'http://127.0.0.1:4001';
const okAlgod: NetworkProbe['algod'] = {
  state: 'ok',
  url,
  info: { genesisId: 'g', genesisHash: 'h', version: '4', lastRound: 42n },
};

function probe(algod: NetworkProbe['algod'], indexer: NetworkProbe['indexer']): NetworkProbe {
  return { networkId: 'x', algod, indexer, checkedAt: 0 };
}

describe('describeNetworkStatus', () => {
  it('says checking before the first answer', () => {
    expect(describeNetworkStatus(undefined)).toMatchObject({ tone: 'pending', algod: { label: L.checking } });
  });

  it('shows a healthy network with its last round', () => {
    const view = describeNetworkStatus(
      probe(okAlgod, { state: 'ok', url, info: { round: 42n, migrating: false }, behind: 0n }),
    );
    expect(view).toEqual({
      tone: 'ok',
      algod: { tone: 'ok', label: L.reachable },
      indexer: { tone: 'ok', label: L.reachable },
      lastRound: 42n,
      algodOnly: false,
    });
  });

  it('names each algod failure by its code and keeps the full sentence', () => {
    const error = new ProbeError('PROBE_BAD_TOKEN', { service: 'algod', url, status: 401 });
    const view = describeNetworkStatus(probe({ state: 'failed', url, error }, { state: 'absent' }));
    expect(view.tone).toBe('bad');
    expect(view.algod).toEqual({ tone: 'bad', label: L.byCode.PROBE_BAD_TOKEN, message: error.message });
    expect(view.lastRound).toBeUndefined();
    expect(view.algodOnly).toBe(false);
  });

  it('warns about an indexer behind, and falls back to algod-only without one', () => {
    const behind = new ProbeError('PROBE_INDEXER_BEHIND', { service: 'indexer', url, behind: 9n });
    const lagging = describeNetworkStatus(
      probe(okAlgod, {
        state: 'behind',
        url,
        info: { round: 33n, migrating: false },
        behind: 9n,
        error: behind,
      }),
    );
    expect(lagging.tone).toBe('warn');
    expect(lagging.indexer).toEqual({ tone: 'warn', label: L.indexerBehind(9n), message: behind.message });

    const none = describeNetworkStatus(probe(okAlgod, { state: 'absent' }));
    expect(none).toMatchObject({ tone: 'ok', algodOnly: true, indexer: { label: L.indexerAbsent } });
  });
});
