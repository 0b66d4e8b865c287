import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { toAssetView } from '@sextant/core/explore/toAssetView';
import { toBigInt } from '@sextant/core/format/toBigInt';
import type { AssetSearchParams, ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryKeys } from '../../../app/queries/queryKeys';
import { assetDetailQuery } from './assetDetailQuery';
import { entityListQuery } from './entityListQuery';
import { searchQuery } from './searchQuery';
import { transactionListQuery } from './transactionListQuery';

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

  /** Its transactions, newest first (the indexer answers an asset's oldest first unless an address is given). */
  transactions: (profile: NetworkProfile, id: bigint, filters: ScopedTransactionParams = {}) =>
    transactionListQuery(
      queryKeys.ledger.asset(profile.id, id, 'assetTransactions', filters),
      profile,
      filters,
      (reader, query, options) => reader.assetTransactions(id, query, options),
      describeTransaction,
    ),

  search: (profile: NetworkProfile, params: AssetSearchParams) =>
    searchQuery(profile, 'searchAssets', params, toAssetView),
};
