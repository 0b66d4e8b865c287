import { loadAsset } from '@sextant/core/explore/loadAsset';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { retryRead } from './retryRead';

/**
 * An asset's params, keyed `[network, '/v2/assets/{id}', id]` and cached a minute. Its own module:
 * every amount on every list needs it (decimals, unit), including the first screen's.
 */
export function assetDetailQuery(profile: NetworkProfile, id: bigint) {
  return queryOptions({
    queryKey: [profile.id, '/v2/assets/{id}', String(id)] as const,
    retry: retryRead,
    queryFn: ({ signal }) => loadAsset(profile, id, { signal }),
    staleTime: 60_000,
  });
}
