import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { toAssetView } from '@sextant/core/explore/toAssetView';
import { toBigInt } from '@sextant/core/format/toBigInt';
import type { AssetSearchParams, ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { assetDetailQuery } from './assetDetailQuery';
import { entityListQuery } from './entityListQuery';
import { searchQuery } from './searchQuery';

export interface HolderView {
  address: string;
  amount: bigint;
  frozen: boolean;
}

/** Query options for assets: an asset's own reads are keyed under `queryKeys.ledger.asset`. */
export const assetQueries = {
  detail: assetDetailQuery,

  balances: (profile: NetworkProfile, id: bigint) =>
    entityListQuery(profile, 'assetBalances', id, (raw): HolderView => ({
      address: raw.address,
      amount: toBigInt(raw.amount),
      frozen: raw['is-frozen'] === true,
    })),

  transactions: (profile: NetworkProfile, id: bigint, filters: ScopedTransactionParams = {}) =>
    entityListQuery(profile, 'assetTransactions', id, describeTransaction, filters),

  search: (profile: NetworkProfile, params: AssetSearchParams) =>
    searchQuery(profile, 'searchAssets', params, toAssetView),
};
