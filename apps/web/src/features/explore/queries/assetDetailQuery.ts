import { loadAsset } from '@sextant/core/explore/loadAsset';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { retryRead } from './retryRead';

/**
 * An asset's params, keyed `queryKeys.ledger.asset` and cached a minute. Its own module:
 * every amount on every list needs it (decimals, unit), including the first screen's.
 */
export function assetDetailQuery(profile: NetworkProfile, id: bigint) {
  return queryOptions({
    queryKey: queryKeys.ledger.asset(profile.id, id),
    retry: retryRead,
    queryFn: ({ signal }) => loadAsset(profile, id, { signal }),
    staleTime: 60_000,
  });
}
