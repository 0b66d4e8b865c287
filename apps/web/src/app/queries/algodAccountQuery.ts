import { AlgodReader } from '@sextant/core/algod/AlgodReader';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { FRESH_MS, freshFor } from './prefetchFreshness';
import { queryKeys } from './queryKeys';

/**
 * What algod says of an account now, as algod says it: the one query under `queryKeys.algod.account`.
 * Every screen that wants a part of it (the wallet's balances, the studio's facts) uses these options
 * with its own `select`, so one answer serves all and a commit's `invalidateCommitted` refreshes them all.
 */
export function algodAccountQuery(profile: NetworkProfile, address: string) {
  return queryOptions({
    queryKey: queryKeys.algod.account(profile.id, address),
    queryFn: ({ signal }) => new AlgodReader(profile.algod).account(address, { signal }),
    staleTime: freshFor(FRESH_MS),
  });
}
