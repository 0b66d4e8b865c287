import { judgeIndexerLag } from './judgeIndexerLag';
import { probeAlgod, type ProbeOptions } from './probeAlgod';
import { probeIndexer } from './probeIndexer';
import type { NetworkProfile } from './NetworkProfile';
import type { IndexerProbe, NetworkProbe } from './ProbeResult';

/**
 * Probes a network's algod and indexer side by side, then judges the indexer's lag against algod's
 * last round. Never throws for a failing service: each failure is a ProbeError in the result.
 */
export async function probeNetwork(
  profile: NetworkProfile,
  options: ProbeOptions = {},
): Promise<NetworkProbe> {
  const absent: IndexerProbe = { state: 'absent' };
  const [algod, indexer] = await Promise.all([
    probeAlgod(profile.algod, options),
    profile.indexer ? probeIndexer(profile.indexer, options) : Promise.resolve(absent),
  ]);
  const lastRound = algod.state === 'ok' ? algod.info.lastRound : undefined;
  return {
    networkId: profile.id,
    algod,
    indexer: judgeIndexerLag(indexer, lastRound),
    checkedAt: Date.now(),
  };
}
