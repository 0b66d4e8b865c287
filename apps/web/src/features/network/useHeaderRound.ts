import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { hashKey, type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { latestLedgerKey, type LatestLedger } from '../explore/queries/latestQueries';

/**
 * The round the header shows. While the home screen shows the ledger's tip (its read has an observer
 * on screen and an answer), that answer's round: the header and the home's "Last round" tile are one
 * number, refreshed together. Elsewhere the probe's (algod's) `probeRound`.
 */
export function useHeaderRound(profile: NetworkProfile, probeRound: bigint | undefined): bigint | undefined {
  const cache = useQueryClient().getQueryCache();
  const hash = useMemo(() => hashKey(latestLedgerKey(profile.id)), [profile.id]);
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const tip = useSyncExternalStore(
    subscribe,
    () => {
      const query = cache.get(hash) as Query<LatestLedger> | undefined;
      return query?.isActive() === true ? query.state.data?.round : undefined;
    },
    // Drawn by the server and hydrated: no query has an observer on screen yet.
    () => undefined,
  );
  return tip ?? probeRound;
}
