import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQuery } from '@tanstack/react-query';
import type { ServiceStatus } from './describeNetworkStatus';
import { kmdProbeQueryOptions } from './kmdProbeQueryOptions';
import { PROBE_LABELS as L } from './probeLabels';

/** kmd's status line, as algod's and the indexer's: checking, reachable (with its wallets), or why not. */
export function useKmdProbe(profile: NetworkProfile): ServiceStatus | undefined {
  const query = useQuery(kmdProbeQueryOptions(profile));
  if (profile.kmd === undefined) return undefined;
  const probe = query.data;
  if (probe === undefined) return { tone: 'pending', label: L.checking };
  if (probe.state === 'ok') return { tone: 'ok', label: L.reachable, message: L.kmdWallets(probe.wallets) };
  return { tone: 'bad', label: L.byCode[probe.error.code], message: probe.error.message };
}
