import { AlgodReader } from '@sextant/core/algod/AlgodReader';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryKeys } from '../../app/queries/queryKeys';
import { readQuery } from '../explore/queries/readQuery';

/**
 * One account's holding of one asset, from algod (null when not opted in: a query's answer cannot be
 * undefined). Keyed under the
 * account's algod key, so a commit touching the account refreshes it.
 */
export function holdingQuery(profile: NetworkProfile, address: string, assetId: bigint) {
  return readQuery(
    queryKeys.algod.account(profile.id, address, 'holding', String(assetId)),
    async (options) => (await new AlgodReader(profile.algod).holding(address, assetId, options)) ?? null,
  );
}
