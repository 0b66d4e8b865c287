import { ProbeError } from '../errors/ProbeError';
import type { IndexerProbe } from './ProbeResult';

/**
 * Rounds an indexer may trail algod before it is reported as behind: a healthy indexer on a live
 * network is often a block or two late while it imports the newest one.
 */
export const INDEXER_LAG_TOLERANCE = 5n;

/** Sets how far a reachable indexer trails algod's last round, and marks it behind past the tolerance. */
export function judgeIndexerLag(
  probe: IndexerProbe,
  algodLastRound: bigint | undefined,
  tolerance: bigint = INDEXER_LAG_TOLERANCE,
): IndexerProbe {
  if (probe.state !== 'ok' || algodLastRound === undefined) return probe;
  const { url, info } = probe;
  const behind = algodLastRound > info.round ? algodLastRound - info.round : 0n;
  if (behind <= tolerance) return { state: 'ok', url, info, behind };
  const error = new ProbeError('PROBE_INDEXER_BEHIND', { service: 'indexer', url, behind });
  return { state: 'behind', url, info, behind, error };
}
