import { loadAsset } from '@sextant/core/explore/loadAsset';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryKeys } from '../../../app/queries/queryKeys';
import { readQuery } from './readQuery';

/**
 * An asset's params, keyed `queryKeys.ledger.asset` and cached a minute. Its own module:
 * every amount on every list needs it (decimals, unit), including the first screen's.
 */
export function assetDetailQuery(profile: NetworkProfile, id: bigint) {
  return readQuery(
    queryKeys.ledger.asset(profile.id, id),
    (options) => loadAsset(profile, id, options),
    60_000,
  );
}
